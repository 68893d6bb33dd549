import "server-only";
import { randomBytes } from "node:crypto";
import { MIN_SECRET_LENGTH, serverEnv } from "@/lib/env";
import { MIN_PASSWORD_LENGTH } from "@/accounts/passwords";

type Env = Pick<
  ReturnType<typeof serverEnv>,
  "PAYLOAD_SECRET" | "SESSION_SECRET" | "ADMIN_EMAIL" | "ADMIN_PASSWORD"
>;

export type FirstOwner = { email: string; password: string };

export type AdminSettings =
  | { state: "locked"; problem: string }
  | { state: "open"; secret: string; firstOwner: FirstOwner | null; ownerProblem: string | null };

const secretProblem = `The admin is locked: PAYLOAD_SECRET (or SESSION_SECRET) is missing or shorter than ${MIN_SECRET_LENGTH} characters. Set PAYLOAD_SECRET to a random value of at least ${MIN_SECRET_LENGTH} characters (for example the output of \`openssl rand -hex 32\`) and restart the server.`;

const noOwnerProblem = `No one can sign in yet. Set ADMIN_EMAIL (the owner's e-mail address) and ADMIN_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters) and restart the server: it creates the owner's account from them.`;

const shortPasswordProblem = `No one can sign in yet: ADMIN_PASSWORD is shorter than ${MIN_PASSWORD_LENGTH} characters. Choose a longer one and restart the server; it creates the owner's account from ADMIN_EMAIL and ADMIN_PASSWORD.`;

/**
 * Read at start and on every admin request, never at build time, so one build serves a site
 * with or without an admin. The public site needs none of these variables.
 */
export function adminSettings(env: Env = serverEnv()): AdminSettings {
  const secret = (env.PAYLOAD_SECRET ?? env.SESSION_SECRET ?? "").trim();
  if (secret.length < MIN_SECRET_LENGTH) return { state: "locked", problem: secretProblem };
  const email = env.ADMIN_EMAIL;
  const password = env.ADMIN_PASSWORD ?? "";
  if (!email || password.trim() === "")
    return { state: "open", secret, firstOwner: null, ownerProblem: noOwnerProblem };
  if (password.length < MIN_PASSWORD_LENGTH)
    return { state: "open", secret, firstOwner: null, ownerProblem: shortPasswordProblem };
  return { state: "open", secret, firstOwner: { email, password }, ownerProblem: null };
}

/**
 * The key the admin signs tokens with. A locked admin still serves public content over the REST
 * API, signed with a key no one knows (a new one each start), so no token can be made for it.
 */
export function signingSecret(settings: AdminSettings = adminSettings()): string {
  return settings.state === "open" ? settings.secret : randomBytes(32).toString("hex");
}
