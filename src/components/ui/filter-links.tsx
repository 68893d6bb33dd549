import type { ReactNode } from "react";
import type { FilterLink } from "@/lib/routing/category-listing";
import { InPlaceLink } from "./in-place-link";

/** Each look's list, and its links' short class (globals.css: the current link is marked there). */
const variants = {
  chip: { list: "flex flex-wrap gap-2", link: "filter-link filter-chip" },
  tile: { list: "grid gap-3 sm:grid-cols-2 lg:grid-cols-5", link: "filter-link filter-tile" },
} as const;

/**
 * Category filters as plain links to `?category=`: the server renders the filtered list, so a
 * reload, a shared link and a visitor without JavaScript all see the same cards. With JavaScript
 * the router swaps the list in place. `status` is announced when the list changes.
 */
export function FilterLinks({
  label,
  links,
  variant,
  status,
  children,
}: {
  label: string;
  links: readonly FilterLink[];
  variant: keyof typeof variants;
  status: string;
  children: ReactNode;
}) {
  return (
    <div>
      <nav aria-label={label}>
        <ul className={variants[variant].list}>
          {links.map((link) => (
            <li key={link.href}>
              <InPlaceLink
                href={link.href}
                aria-current={link.current ? "page" : undefined}
                className={variants[variant].link}
              >
                <span className={variant === "tile" ? "font-semibold" : undefined}>
                  {link.label}
                </span>
                {link.detail ? <span className="text-sm">{link.detail}</span> : null}
              </InPlaceLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {children}
    </div>
  );
}
