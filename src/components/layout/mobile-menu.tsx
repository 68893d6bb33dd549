"use client";

import Link from "next/link";
import { Menu, Phone, X } from "@/components/ui/icons";
import { useId, useRef, useState, useSyncExternalStore } from "react";

type MobileMenuProps = {
  items: readonly { label: string; href: string }[];
  phone: { display: string; e164: string };
  locationLabel: string;
};

const subscribeNever = () => () => {};

/**
 * The panel is a native popover, so the toggle, Escape and a click outside work before (and
 * without) JavaScript. Once hydrated, the toggle also states its name and `aria-expanded`; before
 * that the browser exposes the popover's expanded state itself, and a fixed "false" would lie.
 */
export function MobileMenu({ items, phone, locationLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const close = () => panelRef.current?.hidePopover();

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        aria-expanded={hydrated ? open : undefined}
        aria-label={open ? "Close menu" : "Open menu"}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <nav
        ref={panelRef}
        id={panelId}
        popover="auto"
        aria-label="Mobile"
        onToggle={(event) => setOpen(event.newState === "open")}
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white p-0 text-slate-800 shadow-lg"
      >
        <ul className="mx-auto max-w-7xl px-4 py-3">
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                onClick={close}
                className="block rounded px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50"
              >
                {item.label}
              </a>
            </li>
          ))}
          <li className="mt-2 border-t border-slate-200 pt-3">
            <a
              href={`tel:${phone.e164}`}
              onClick={close}
              className="flex items-center gap-2 rounded px-3 py-3 font-semibold text-brand-800"
            >
              <Phone aria-hidden="true" className="size-5" /> {phone.display}
            </a>
            <p className="px-3 text-sm text-slate-600">{locationLabel}</p>
          </li>
          <li className="mt-3">
            <Link
              prefetch={false}
              href="/contact"
              onClick={close}
              className="block rounded-md bg-accent-600 px-4 py-3 text-center font-semibold text-white hover:bg-accent-700"
            >
              Get Free Estimate
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
