import "server-only";
import { pbkdf2, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

/** Every account signs in on a public form: no password shorter than this is accepted. */
export const MIN_PASSWORD_LENGTH = 12;

/** Why a new password is refused, or null. */
export function passwordProblem(password: unknown): string | null {
  const length = typeof password === "string" ? password.length : 0;
  if (length < MIN_PASSWORD_LENGTH)
    return `A password needs at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}). A few unrelated words make a long one that is easy to remember.`;
  return null;
}

const derive = promisify(pbkdf2);

/** The admin engine's two stored forms: the current one names itself, the earlier one does not. */
const CURRENT_PREFIX = "pbkdf2-sha256-v1:";
const hashParameters = (hash: string) =>
  hash.startsWith(CURRENT_PREFIX)
    ? { stored: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { stored: hash, iterations: 25_000, keyLength: 512 };

/** Whether `password` is the account's current one, checked the way the sign-in checks it. */
export async function isAccountPassword(
  account: { hash?: unknown; salt?: unknown },
  password: unknown,
): Promise<boolean> {
  const { hash, salt } = account;
  if (typeof hash !== "string" || typeof salt !== "string" || typeof password !== "string")
    return false;
  const { stored, iterations, keyLength } = hashParameters(hash);
  const expected = Buffer.from(stored, "hex");
  const actual = await derive(password, salt, iterations, keyLength, "sha256");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
