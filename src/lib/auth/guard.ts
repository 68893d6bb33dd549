import "server-only";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import {
  deleteSessionRevocationsExpiredBy,
  hasSessionRevocation,
  insertSessionRevocation,
} from "@/lib/db/session-queries";
import { clientIpFrom } from "@/lib/net/client-address";
import { SlidingWindowLimiter } from "@/lib/security/rate-limit";
import { adminConfig } from "./config";
import { passwordMatches } from "./password";
import { SESSION_COOKIE, SESSION_TTL_MS, signSession, verifySession } from "./session";

export const ADMIN_HOME_PATH = "/admin";
export const ADMIN_LOGIN_PATH = "/admin/login";

type AdminSession = { sessionId: string; expiresAt: number };

type AdminAccess =
  | { state: "misconfigured"; problem: string }
  | { state: "signed-out" }
  | ({ state: "signed-in" } & AdminSession);

type LoginResult =
  | { status: "ok" }
  | { status: "wrong" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "misconfigured"; problem: string };

/** Five failed sign-ins per client address in 15 minutes; then attempts are refused unchecked. */
const LOGIN_FAILURES = 5;
const LOGIN_WINDOW_MS = 15 * 60_000;
const limiterHolder = globalThis as typeof globalThis & {
  __adminFailedLogins?: SlidingWindowLimiter;
};
const failedLogins = () =>
  (limiterHolder.__adminFailedLogins ??= new SlidingWindowLimiter(LOGIN_FAILURES, LOGIN_WINDOW_MS));

/** Without ADMIN_PASSWORD the inbox does not exist: every admin path and action answers 404. */
async function openGate() {
  // Reading the cookies first makes every admin response dynamic, so nothing is prerendered.
  const cookieStore = await cookies();
  const config = adminConfig();
  if (config.state === "disabled") notFound();
  return { cookieStore, config };
}

/**
 * A session is an authentic, unexpired cookie whose id "Log out" has not revoked. The cookie
 * alone stays authentic until it expires, so the revocation list (in the database every app
 * instance shares) is what refuses a copy replayed after log out.
 */
export async function adminAccess(): Promise<AdminAccess> {
  const { cookieStore, config } = await openGate();
  if (config.state === "misconfigured") return config;
  const session = verifySession(config.sessionKey, cookieStore.get(SESSION_COOKIE)?.value);
  if (!session || (await hasSessionRevocation(session.sid))) return { state: "signed-out" };
  return { state: "signed-in", sessionId: session.sid, expiresAt: session.exp };
}

/**
 * The guard every admin page, route handler and server action calls first. A signed-out
 * visitor, and everyone while the configuration is unsafe, is sent to the sign-in page, which
 * explains a configuration problem instead of offering a form.
 */
export async function requireAdmin(): Promise<AdminSession> {
  const access = await adminAccess();
  if (access.state !== "signed-in") redirect(ADMIN_LOGIN_PATH);
  return { sessionId: access.sessionId, expiresAt: access.expiresAt };
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

/**
 * Checks the password (after too many failures from the client, refuses unchecked) and, when it
 * matches, sets the session cookie. Only failures count toward the limit; the right password
 * clears the client's failures.
 */
export async function logInOwner(password: unknown): Promise<LoginResult> {
  const { cookieStore, config } = await openGate();
  if (config.state === "misconfigured") return { status: "misconfigured", problem: config.problem };
  const clientIp = clientIpFrom(await headers());
  // No await from the check to the record: parallel guesses cannot slip past the count.
  const verdict = failedLogins().check(clientIp);
  if (!verdict.allowed) {
    // No address in the log: it is personal data, and the count is what the owner needs to see.
    console.warn("Admin sign-in refused: too many failed attempts from one address");
    return { status: "rate_limited", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  if (typeof password !== "string" || !passwordMatches(password, config.password)) {
    failedLogins().record(clientIp);
    console.warn("Admin sign-in failed: wrong password");
    return { status: "wrong" };
  }
  failedLogins().clear(clientIp);
  cookieStore.set(
    SESSION_COOKIE,
    signSession(config.sessionKey),
    await cookieOptions(SESSION_TTL_MS / 1000),
  );
  return { status: "ok" };
}

/** Revokes the session on the server (a copied cookie stops working too), then drops the cookie. */
export async function logOutOwner(session: AdminSession): Promise<void> {
  const { cookieStore } = await openGate();
  await insertSessionRevocation(session.sessionId, new Date(session.expiresAt).toISOString());
  await deleteSessionRevocationsExpiredBy(new Date().toISOString());
  cookieStore.set(SESSION_COOKIE, "", await cookieOptions(0));
}
