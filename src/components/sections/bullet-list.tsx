import { cn } from "@/lib/cn";

type BulletListProps = {
  items: readonly string[];
  columns?: 1 | 2;
  /** Small type for a card's list of features. */
  compact?: boolean;
  className?: string;
};

/** A list of points, each with a check mark. */
export function BulletList({ items, columns = 1, compact = false, className }: BulletListProps) {
  return (
    <ul
      className={cn(
        "check-list grid text-slate-700",
        compact ? "check-list-compact gap-2 text-sm" : "gap-3",
        columns === 2 && "sm:grid-cols-2",
        className,
      )}
    >
      {items.map((item, at) => (
        // A point's place is its key: the list never reorders, and its text as the key would
        // be written into the page's data a second time.
        <li key={at}>{item}</li>
      ))}
    </ul>
  );
}
