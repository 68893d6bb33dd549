import "server-only";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { clientIpFrom, SlidingWindowLimiter } from "@/lib/leads/rate-limit";
import { adminConfig } from "./config";
import { passwordMatches } from "./password";
import { SESSION_COOKIE, SESSION_TTL_MS, signSession, verifySession } from "./session";

export const ADMIN_HOME_PATH = "/admin";
export const ADMIN_LOGIN_PATH = "/admin/login";

type AdminAccess =
  | { state: "misconfigured"; problem: string }
  | { state: "signed-out" }
  | { state: "signed-in"; expiresAt: number };

type LoginResult =
  | { status: "ok" }
  | { status: "wrong" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "misconfigured"; problem: string };

/** Five sign-in attempts per client address in 15 minutes; the sixth is refused unchecked. */
const LOGIN_ATTEMPTS = 5;
const LOGIN_WINDOW_MS = 15 * 60_000;
const limiterHolder = globalThis as typeof globalThis & {
  __adminLoginLimiter?: SlidingWindowLimiter;
};
const loginLimiter = () =>
  (limiterHolder.__adminLoginLimiter ??= new SlidingWindowLimiter(LOGIN_ATTEMPTS, LOGIN_WINDOW_MS));

/** Without ADMIN_PASSWORD the inbox does not exist: every admin path and action answers 404. */
async function openGate() {
  // Reading the cookies first makes every admin response dynamic, so nothing is prerendered.
  const cookieStore = await cookies();
  const config = adminConfig();
  if (config.state === "disabled") notFound();
  return { cookieStore, config };
}

export async function adminAccess(): Promise<AdminAccess> {
  const { cookieStore, config } = await openGate();
  if (config.state === "misconfigured") return config;
  const session = verifySession(config.sessionKey, cookieStore.get(SESSION_COOKIE)?.value);
  return session ? { state: "signed-in", expiresAt: session.exp } : { state: "signed-out" };
}

/**
 * The guard every admin page, route handler and server action calls first. A signed-out
 * visitor, and everyone while the configuration is unsafe, is sent to the sign-in page, which
 * explains a configuration problem instead of offering a form.
 */
export async function requireAdmin(): Promise<{ expiresAt: number }> {
  const access = await adminAccess();
  if (access.state !== "signed-in") redirect(ADMIN_LOGIN_PATH);
  return access;
}

async function cookieOptions(maxAgeSeconds: number) {
  const proto = (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim();
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    secure: proto === "https",
    path: ADMIN_HOME_PATH,
    maxAge: maxAgeSeconds,
  };
}

/** Checks the password (rate-limited per client) and, when it matches, sets the session cookie. */
export async function logInOwner(password: unknown): Promise<LoginResult> {
  const { cookieStore, config } = await openGate();
  if (config.state === "misconfigured") return { status: "misconfigured", problem: config.problem };
  const clientIp = clientIpFrom(await headers());
  const verdict = loginLimiter().hit(clientIp);
  if (!verdict.allowed) {
    console.warn(`Admin sign-in refused for ${clientIp}: too many attempts`);
    return { status: "rate_limited", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  if (typeof password !== "string" || !passwordMatches(password, config.password)) {
    console.warn(`Admin sign-in failed for ${clientIp}`);
    return { status: "wrong" };
  }
  cookieStore.set(
    SESSION_COOKIE,
    signSession(config.sessionKey),
    await cookieOptions(SESSION_TTL_MS / 1000),
  );
  return { status: "ok" };
}

export async function logOutOwner(): Promise<void> {
  const { cookieStore } = await openGate();
  cookieStore.set(SESSION_COOKIE, "", await cookieOptions(0));
}
