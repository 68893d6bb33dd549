import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type SwipeRowProps = {
  items: readonly { key: string; node: ReactNode }[];
  /** From tablets up: a three-column grid, or still a row (for more items than fit). */
  wide?: "grid" | "row";
  /**
   * Names a row of pictures, which holds nothing a keyboard can reach: the row itself takes
   * focus then, so arrow keys scroll it (a row of cards scrolls as Tab reaches their links).
   */
  label?: string;
  className?: string;
};

/**
 * Cards or pictures side by side in a row a phone swipes, each snapping to the start: several
 * items cost one item's height. No script; the next item peeks in to show there is more.
 */
export function SwipeRow({ items, wide = "row", label, className }: SwipeRowProps) {
  return (
    <ul
      aria-label={label}
      // A scroll container with nothing focusable in it must take focus itself (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={label ? 0 : undefined}
      // The items' size is set once on the list (`*:`), not on each item of every row.
      className={cn(
        "-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 *:w-[82%] *:shrink-0 *:snap-start sm:mx-0 sm:scroll-px-0 sm:px-0",
        wide === "grid"
          ? "sm:grid sm:gap-6 sm:overflow-visible sm:*:w-auto md:grid-cols-3"
          : "sm:*:w-72",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
