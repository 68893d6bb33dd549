import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";

/** Each look is a component class in globals.css, kept short for the script every page loads. */
const variants = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  dark: "btn-dark",
  ghostLight: "btn-ghost-light",
} as const;

const sizes = {
  regular: "btn-regular",
  /** The form's one action: a bigger target than the page's other buttons. */
  large: "btn-large",
} as const;

type Look = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };

/** The one button look, for a button or a link; only the element differs. */
const buttonClass = ({ variant = "primary", size = "regular", className }: Look) =>
  ["btn", sizes[size], variants[variant], className].filter(Boolean).join(" ");

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
