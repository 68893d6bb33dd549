"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps, MouseEvent } from "react";

/**
 * A same-page link (a filter's `?category=`) that swaps the page in place: the router fetches the
 * server's new render and keeps the scroll position, so the visitor is not sent back to the top.
 * Without JavaScript, or with a modifier key held, it is an ordinary link.
 */
export function InPlaceLink({ href, children, ...rest }: ComponentProps<"a"> & { href: string }) {
  const router = useRouter();
  const followInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    router.push(href, { scroll: false });
  };
  return (
    <a href={href} {...rest} onClick={followInPlace}>
      {children}
    </a>
  );
}
