import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ConfigProblem } from "@/components/admin/config-problem";
import { SignInPanel } from "@/components/admin/sign-in-panel";
import { ADMIN_HOME_PATH, adminAccess } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Sign in" };

export default async function AdminLoginPage() {
  const access = await adminAccess();
  if (access.state === "signed-in") redirect(ADMIN_HOME_PATH);
  if (access.state === "misconfigured") return <ConfigProblem problem={access.problem} />;
  return <SignInPanel />;
}
