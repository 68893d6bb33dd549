import { APPOINTMENTS_ADMIN_PATH } from "../addresses";
import { staffCopy } from "../copy";

/** The appointments page in the admin's menu, after the collections. */
export function AppointmentsNavLink() {
  return (
    <a className="nav__link appointments__nav-link" href={APPOINTMENTS_ADMIN_PATH}>
      <span className="nav__link-label">{staffCopy.title}</span>
    </a>
  );
}
