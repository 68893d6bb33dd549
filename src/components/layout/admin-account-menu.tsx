import type { ServerProps } from "payload";

/**
 * The admin's top bar names where the owner can go: the site itself, their account, and out.
 * The engine's own sign-out is an unlabelled icon at the foot of a menu that starts hidden.
 */
export function AdminAccountMenu({ payload }: Pick<ServerProps, "payload">) {
  const admin = payload.config.routes.admin;
  return (
    <nav aria-label="Your account" className="admin-account-menu">
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
