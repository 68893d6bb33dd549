import "server-only";
import { isAccountPassword } from "@/accounts/passwords";
import { cms } from "@/lib/cms/ready";
import {
  countFailedPassword,
  countSignedIn,
  resetRequestVerdict,
  signInVerdict,
} from "@/accounts/sign-in-limits";
import type { AfterCheck, BeforeCheck } from "@/lib/cms/api/guard";
import { apiRefusal } from "@/lib/cms/api/refusal";

const LOGIN = "/api/users/login";
const FORGOT = "/api/users/forgot-password";
const RESET = "/api/users/reset-password";

/** The e-mail a sign-in or reset request names, as JSON or as a form sends it. */
async function typedEmail(request: Request): Promise<string> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.startsWith("application/json")) {
      const body = (await request.clone().json()) as { email?: unknown };
      return typeof body?.email === "string" ? body.email : "";
    }
    if (
      type.startsWith("multipart/form-data") ||
      type.startsWith("application/x-www-form-urlencoded")
    ) {
      const form = await request.clone().formData();
      const inner = form.get("_payload");
      const fields = typeof inner === "string" ? (JSON.parse(inner) as { email?: unknown }) : null;
      const email = fields?.email ?? form.get("email");
      return typeof email === "string" ? email : "";
    }
  } catch {
    // A body the engine cannot read either: it answers that itself.
  }
  return "";
}

const tooMany = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const response = apiRefusal(
    429,
    `Too many failed sign-ins from your address. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or use "Forgot password?" to choose a new one.`,
  );
  response.headers.set("Retry-After", String(seconds));
  return response;
};

/**
 * A hash no one's password matches, made once: checking a password against it takes as long as
 * checking a real account's, so a wrong password for an unknown e-mail is answered as slowly as
 * one for a known e-mail, and the answer's time does not tell which e-mails have accounts.
 */
const decoy = { salt: "0".repeat(64), hash: `pbkdf2-sha256-v1:${"0".repeat(64)}` };

async function hasAccount(email: string) {
  const payload = await cms();
  const { totalDocs } = await payload.count({
    collection: "users",
    where: { email: { equals: email.trim().toLowerCase() } },
  });
  return totalDocs > 0;
}

const typed = new WeakMap<Request, string>();

/** Sign-in and password-reset requests over their address's limits get 429, for any e-mail. */
export const limitSignIn: BeforeCheck = async (request) => {
  if (request.method !== "POST") return null;
  const { pathname } = new URL(request.url);
  if (pathname === LOGIN) {
    const email = await typedEmail(request);
    typed.set(request, email);
    const verdict = await signInVerdict(request.headers, email);
    if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
    if (email && !(await hasAccount(email))) await isAccountPassword(decoy, "not a password");
    return null;
  }
  if (pathname === FORGOT || pathname === RESET) {
    const verdict = await resetRequestVerdict(request.headers);
    if (!verdict.allowed) {
      const response = apiRefusal(
        429,
        "Too many password-reset requests from your address. Wait a few minutes and try again.",
      );
      response.headers.set("Retry-After", String(verdict.retryAfterSeconds));
      return response;
    }
  }
  return null;
};

/** Counts the outcome of a sign-in for its address. */
export const countSignIn: AfterCheck = async (request, response) => {
  const email = typed.get(request);
  if (email === undefined) return response;
  if (response.ok) await countSignedIn(request.headers, email);
  else if (response.status === 401 || response.status === 423)
    await countFailedPassword(request, email);
  return response;
};
