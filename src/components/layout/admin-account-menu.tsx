import type { ServerProps } from "payload";

type Props = Pick<ServerProps, "payload"> & { placement?: "top bar" | "menu" };

/**
 * The admin's top bar names where the owner can go: the site itself, their account, and out.
 * The engine's own sign-out is an unlabelled icon at the foot of a menu that starts hidden.
 * On a phone the top bar has no room for the three beside the page's name and the language
 * switch, so there they sit at the foot of the menu instead (admin.css shows one of the two).
 */
export function AdminAccountMenu({ payload, placement = "top bar" }: Props) {
  const admin = payload.config.routes.admin;
  const where = placement === "menu" ? "in-menu" : "in-top-bar";
  return (
    <nav aria-label="Your account" className={`admin-account-menu admin-account-menu--${where}`}>
      <ul>
        <li>
          <a href="/">View site</a>
        </li>
        <li>
          <a href={`${admin}/account`}>Account</a>
        </li>
        <li>
          <a href={`${admin}/logout`}>Sign out</a>
        </li>
      </ul>
    </nav>
  );
}
