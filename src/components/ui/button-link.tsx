import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";

const variants = {
  primary: "bg-accent-600 text-white hover:bg-accent-700",
  secondary: "bg-white text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50",
  dark: "bg-brand-700 text-white hover:bg-brand-800",
  ghostLight: "text-white ring-1 ring-white/60 hover:bg-white/10",
} as const;

const sizes = {
  regular: "min-h-11 px-5 py-2.5 text-base",
  /** The form's one action: a bigger target than the page's other buttons. */
  large: "min-h-12 px-6 py-3 text-lg",
} as const;

type Look = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };

/**
 * The one button look, for a button or a link; only the element differs. Joined by hand, not
 * with cn: the error boundary every page loads uses Button, and clsx would ship with it.
 */
const buttonClass = ({ variant = "primary", size = "regular", className }: Look) =>
  [
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    sizes[size],
    variants[variant],
    className,
  ]
    .filter(Boolean)
    .join(" ");

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button; `type` defaults to "button", so only a form's own action submits it. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = Look & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that looks like a button: a plain anchor, so pages load no router code for it. */
export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClass({ variant, size, className })} {...props}>
      {children}
    </a>
  );
}
