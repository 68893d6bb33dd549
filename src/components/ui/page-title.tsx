import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A page's one h1, in the one size and colour every page uses; three lines on a 360 px phone. */
export function PageTitle({
  id = "page-heading",
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h1
      id={id}
      className={cn(
        "text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl lg:text-5xl",
        className,
      )}
    >
      {children}
    </h1>
  );
}
