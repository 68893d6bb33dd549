"use client";

import Link from "next/link";
import { Menu, Phone, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";

type MobileMenuProps = {
  items: readonly { label: string; href: string }[];
  phone: { display: string; e164: string };
  locationLabel: string;
};

export function MobileMenu({ items, phone, locationLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="mx-auto max-w-7xl px-4 py-3">
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                onClick={() => close(false)}
                className="block rounded px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50"
              >
                {item.label}
              </a>
            </li>
          ))}
          <li className="mt-2 border-t border-slate-200 pt-3">
            <a
              href={`tel:${phone.e164}`}
              onClick={() => close(false)}
              className="flex items-center gap-2 rounded px-3 py-3 font-semibold text-brand-800"
            >
              <Phone aria-hidden="true" className="size-5" /> {phone.display}
            </a>
            <p className="px-3 text-sm text-slate-600">{locationLabel}</p>
          </li>
          <li className="mt-3">
            <Link
              href="/contact"
              onClick={() => close(false)}
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
