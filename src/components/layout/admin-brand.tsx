import { LogoMark } from "@/components/layout/logo";
import { siteFacts } from "@/site/server";

/** The admin's sign-in page shows the business, not the engine behind the admin. */
export async function AdminLogo() {
  const { business } = await siteFacts();
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: "0.75rem" }}>
      <LogoMark className="admin-logo-mark" />
      <strong style={{ fontSize: "1.5rem" }}>{business.name}</strong>
    </span>
  );
}

export function AdminIcon() {
  return <LogoMark className="admin-icon-mark" />;
}
