import { Menu, Phone, X } from "@/components/ui/icons";
import type { Navigation } from "@/site";
import { MobileMenuSync } from "./mobile-menu-sync";
import { telHref } from "@/lib/routing/phone-number";
import { NavItems } from "./nav-items";

type MobileMenuProps = {
  nav: Navigation;
  /** Hides the menu from the width where the header shows every link. */
  className: string;
  phone: { display: string; e164: string };
  locationLabel: string;
};

// One header per page, so one menu: a fixed id needs no client-side id generation.
const panelId = "mobile-menu";
const toggleId = "mobile-menu-toggle";

/**
 * Server markup on the native popover: the toggle, Escape and a click outside work without
 * JavaScript, and the toggle's name and icon follow the panel's open state through CSS. The
 * browser exposes the popover's expanded state itself; MobileMenuSync adds what it cannot.
 * Plain links, as in the header: a client link component would ship with every page.
 */
export function MobileMenu({ nav, phone, locationLabel, className }: MobileMenuProps) {
  return (
    <div className={`group ${className}`}>
      <button
        type="button"
        id={toggleId}
        popoverTarget={panelId}
        aria-controls={panelId}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" />
        <span className="sr-only group-has-[:popover-open]:hidden">{nav.menu.open}</span>
        <span className="sr-only hidden group-has-[:popover-open]:inline">{nav.menu.close}</span>
      </button>
      <nav
        id={panelId}
        popover="auto"
        aria-label={nav.menu.label}
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white p-0 text-slate-800 shadow-lg"
      >
        <ul className="mx-auto max-w-7xl px-4 py-3">
          <NavItems nav={nav} linkClassName="menu-link" />
          <li className="mt-2 border-t border-slate-200 pt-3">
            <a
              href={telHref(phone.e164)}
              className="flex items-center gap-2 rounded px-3 py-3 font-semibold text-brand-800"
            >
              <Phone aria-hidden="true" className="size-5" /> {phone.display}
            </a>
            <p className="px-3 text-sm text-slate-600">{locationLabel}</p>
          </li>
          <li className="mt-3">
            <a
              href={nav.estimate.href}
              className="block rounded-md bg-accent-600 px-4 py-3 text-center font-semibold text-white hover:bg-accent-700"
            >
              {nav.estimate.label}
            </a>
          </li>
        </ul>
      </nav>
      <MobileMenuSync panelId={panelId} toggleId={toggleId} />
    </div>
  );
}
