"use server";

import { redirect } from "next/navigation";
import { ADMIN_HOME_PATH, logInOwner } from "@/lib/auth/guard";
import type { LoginState } from "@/components/admin/login-form";

/**
 * The one admin action without a session: it is how a session starts. Never echoes the password.
 * Anyone can call it with any serializable value instead of the form; that is a wrong password.
 */
export async function logIn(_previous: LoginState, form: FormData): Promise<LoginState> {
  const result = await logInOwner(form instanceof FormData ? form.get("password") : undefined);
  if (result.status === "ok") redirect(ADMIN_HOME_PATH);
  if (result.status === "rate_limited")
    return { status: "rate_limited", minutes: Math.ceil(result.retryAfterSeconds / 60) };
  return { status: result.status };
}
