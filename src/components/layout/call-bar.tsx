import { ButtonLink } from "@/components/ui/button-link";
import { Phone } from "@/components/ui/icons";
import type { Business } from "@/business";
import type { Navigation } from "@/site";
import { telHref } from "@/lib/routing/phone-number";

/**
 * A phone's way to call or ask for an estimate from anywhere on a page, without scrolling back
 * up. Sticky at the end of the page rather than fixed: it never covers the footer's last line,
 * and globals.css hides it on the estimate form's page and while a field has the keyboard up.
 */
export function CallBar({ phone, nav }: { phone: Business["phone"]; nav: Navigation }) {
  return (
    <nav
      aria-label={nav.callBar.label}
      className="call-bar sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur md:hidden print:hidden"
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-2">
        <ButtonLink
          href={telHref(phone.e164)}
          variant="secondary"
          className="px-2 text-sm min-[360px]:text-[0.95rem]"
        >
          {/* Below 360 px the number alone fills half the bar. */}
          <Phone aria-hidden="true" className="size-5 shrink-0 max-[359px]:hidden" />
          <span className="sr-only">{nav.callBar.callPrefix} </span>
          <span className="whitespace-nowrap">{phone.display}</span>
        </ButtonLink>
        <ButtonLink
          href={nav.estimate.href}
          className="px-2 text-sm whitespace-nowrap min-[360px]:text-base"
        >
          {nav.estimate.shortLabel}
        </ButtonLink>
      </div>
    </nav>
  );
}
