import "server-only";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import { spendLink, type LinkProblem } from "./link-store";
import { startSession } from "./session-store";

export type SignInResult =
  { secret: string; expiresAt: Date; language: Locale } | { problem: LinkProblem };

/**
 * The sign-in button's press: spends the link and signs this device in, both or neither. Only this
 * spends a link, so a mail scanner that opens it first leaves it working.
 */
export async function signInWithLink(
  token: string,
  userAgent: string | null,
  now = new Date(),
): Promise<SignInResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const spent = await spendLink(tx, token, now);
    if ("problem" in spent) return spent;
    const session = await startSession(tx, spent.row.address, userAgent, now);
    return { ...session, language: spent.row.language };
  });
}
