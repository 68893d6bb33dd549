import { LogoMark } from "@/components/layout/logo";
import { business } from "@/config/business";

/** The admin's sign-in page shows the business, not the engine behind the admin. */
export function AdminLogo() {
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
