import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const variants = {
  primary: "bg-accent-600 text-white hover:bg-accent-700",
  secondary: "bg-white text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50",
  dark: "bg-brand-700 text-white hover:bg-brand-800",
  ghostLight: "text-white ring-1 ring-white/60 hover:bg-white/10",
} as const;

type ButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
};

/** A link styled as a button; `tel:` and `mailto:` hrefs render as plain anchors. */
export function ButtonLink({ href, children, variant = "primary", className }: ButtonLinkProps) {
  const classes = cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold transition-colors",
    variants[variant],
    className,
  );
  if (/^(tel|mailto):/.test(href)) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={classes}>
      {children}
    </a>
  );
}
