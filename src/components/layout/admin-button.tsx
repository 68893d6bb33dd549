import type { ButtonHTMLAttributes } from "react";

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { look?: "primary" | "secondary" };

/**
 * A button in the admin's own look (its `.btn` classes, small), for the admin screens' actions.
 * `type` defaults to "button", so only a form's own action submits it.
 */
export function AdminButton({ look = "secondary", type = "button", ...props }: Props) {
  return <button type={type} className={`btn btn--style-${look} btn--size-small`} {...props} />;
}
