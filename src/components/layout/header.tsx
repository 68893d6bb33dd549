import { Phone, MapPin } from "@/components/ui/icons";
import type { Business } from "@/business/site-facts";
import { estimateAction, primaryNav } from "@/site/navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function Header({ business }: { business: Business }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* One line at every width: links never wrap; the phone number and the town show only
          where they fit beside the links (the phone's call bar and menu carry them below). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo companyName={business.name} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="rounded px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 xl:px-3"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <span className="hidden items-center gap-1 text-sm whitespace-nowrap text-slate-600 2xl:flex">
            <MapPin aria-hidden="true" className="size-4" />
            {business.address.locality}, {business.address.region}
          </span>
          <a
            href={`tel:${business.phone.e164}`}
            className="hidden items-center gap-1 text-sm font-semibold whitespace-nowrap text-brand-800 hover:underline md:max-lg:flex xl:flex"
          >
            <Phone aria-hidden="true" className="size-4" />
            {business.phone.display}
          </a>
          <a
            href={estimateAction.href}
            className="hidden rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent-700 sm:inline-block"
          >
            {estimateAction.label}
          </a>
          <MobileMenu
            items={primaryNav}
            phone={business.phone}
            locationLabel={`${business.address.locality}, ${business.address.region}`}
          />
        </div>
      </div>
    </header>
  );
}
