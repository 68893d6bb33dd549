import { Phone } from "@/components/ui/icons";
import type { Business } from "@/business";
import type { Navigation } from "@/site";
import type { ReactNode } from "react";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { telHref } from "@/lib/routing/phone-number";
import { NavItems } from "./nav-items";

/**
 * Where each part of the header shows, by the width from which its edition's links fit on one
 * line (Tailwind needs the class names written out whole).
 */
const shownFrom = {
  lg: { nav: "hidden lg:block", menu: "lg:hidden", phone: "md:max-lg:flex xl:flex" },
  xl: { nav: "hidden xl:block", menu: "xl:hidden", phone: "md:max-xl:flex" },
} as const;

type HeaderProps = {
  business: Business;
  nav: Navigation;
  /** The link to this page in the other edition (layout/edition-switch.tsx). */
  editionSwitch: ReactNode;
};

export function Header({ business, nav, editionSwitch }: HeaderProps) {
  const shown = shownFrom[nav.wideFrom];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:static">
      {/* One line at every width: links never wrap; the phone number shows only where it fits
          beside the links (the phone's call bar and menu carry it, and the town, below). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo companyName={business.name} home={nav.home} />
        <nav aria-label={nav.menu.main} className={`${shown.nav} print:hidden`}>
          <ul className="flex items-center gap-1">
            <NavItems nav={nav} linkClassName="nav-link" />
          </ul>
        </nav>
        <div className="flex items-center gap-3 print:hidden">
          <a
            href={telHref(business.phone.e164)}
            className={`hidden items-center gap-1 text-sm font-semibold whitespace-nowrap text-brand-800 hover:underline ${shown.phone}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            {business.phone.display}
          </a>
          {editionSwitch}
          <a
            href={nav.estimate.href}
            className="hidden rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent-700 sm:inline-block"
          >
            {nav.estimate.label}
          </a>
          <MobileMenu
            className={shown.menu}
            nav={nav}
            phone={business.phone}
            locationLabel={`${business.address.locality}, ${business.address.region}`}
          />
        </div>
      </div>
    </header>
  );
}
