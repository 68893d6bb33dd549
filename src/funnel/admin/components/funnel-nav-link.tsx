import { isOwnerAccount } from "@/lib/cms/roles";
import { FUNNEL_ADMIN_PATH } from "../addresses";
import { funnelCopy } from "../copy";

/** The owner's page of sources and results in the admin's menu, after the appointments. */
export function FunnelNavLink({ user }: { user?: unknown }) {
  if (!isOwnerAccount(user)) return null;
  return (
    <a className="nav__link appointments__nav-link" href={FUNNEL_ADMIN_PATH}>
      <span className="nav__link-label">{funnelCopy.title}</span>
    </a>
  );
}
