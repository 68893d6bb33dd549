import type { Navigation } from "@/site";

/** The edition's main links as list items, in the header's look or the phone menu's. */
export function NavItems({ nav, linkClassName }: { nav: Navigation; linkClassName: string }) {
  return nav.primaryNav.map((item) => (
    <li key={item.href}>
      <a href={item.href} className={linkClassName}>
        {item.label}
      </a>
    </li>
  ));
}
