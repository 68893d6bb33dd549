import { Check } from "@/components/ui/icons";
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
        "grid text-slate-700",
        compact ? "gap-2 text-sm" : "gap-3",
        columns === 2 && "sm:grid-cols-2",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check
            aria-hidden="true"
            className={cn("size-4 shrink-0 text-accent-600", compact ? "mt-0.5" : "mt-1")}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
