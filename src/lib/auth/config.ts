import "server-only";
import { MIN_SECRET_LENGTH, serverEnv } from "@/config/env";
import { createHmac } from "node:crypto";

type Env = { ADMIN_PASSWORD?: string; SESSION_SECRET?: string };

type AdminConfig =
  | { state: "disabled" }
  | { state: "misconfigured"; problem: string }
  | { state: "enabled"; password: string; sessionKey: string };

const misconfiguredProblem = `The owner's inbox is locked: ADMIN_PASSWORD is set, but SESSION_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters. Set SESSION_SECRET to a random value of at least ${MIN_SECRET_LENGTH} characters (for example the output of \`openssl rand -hex 32\`) and restart the server.`;

/**
 * Read on every request (never at build time), so one build serves a site with or without the
 * inbox. The signing key mixes in the password: changing the password signs every session out.
 */
export function adminConfig(env: Env = serverEnv()): AdminConfig {
  const password = env.ADMIN_PASSWORD ?? "";
  if (password.trim() === "") return { state: "disabled" };
  const secret = env.SESSION_SECRET?.trim() ?? "";
  if (secret.length < MIN_SECRET_LENGTH)
    return { state: "misconfigured", problem: misconfiguredProblem };
  const sessionKey = createHmac("sha256", secret).update(`admin-session:${password}`).digest("hex");
  return { state: "enabled", password, sessionKey };
}

/** For the server's start-up log: what stops the inbox from working, if anything. */
export function adminStartupMessage(env: Env = serverEnv()): {
  level: "info" | "error";
  text: string;
} {
  const config = adminConfig(env);
  if (config.state === "misconfigured") return { level: "error", text: config.problem };
  if (config.state === "disabled")
    return {
      level: "info",
      text: "Owner's inbox disabled: ADMIN_PASSWORD is not set, /admin answers 404.",
    };
  return { level: "info", text: "Owner's inbox enabled at /admin." };
}
