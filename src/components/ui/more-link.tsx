import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** "Learn More →": a card's or a section's way on, a full-height target with its arrow. */
export function MoreLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={cn(
        "inline-flex min-h-11 items-center font-semibold text-accent-700 hover:underline",
        className,
      )}
    >
      {children}
      <span aria-hidden="true">&nbsp;→</span>
    </a>
  );
}
