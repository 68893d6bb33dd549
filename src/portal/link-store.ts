import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type DbTransaction } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import { freshSalt, isKeyedDigest, keyedDigest } from "@/lib/security/keyed-digest";
import { portalLinks, type PortalLinkRow } from "./tables";

/** How long a sign-in link works: long enough to open the e-mail, too short to be worth stealing. */
export const LINK_MINUTES = 15;

const PURPOSE = "portal-link";
const digestOf = (row: Pick<PortalLinkRow, "id" | "salt">) =>
  keyedDigest(PURPOSE, `${row.id}:${row.salt}`);

/** A new link for an address, stored in the caller's transaction with the e-mail that sends it. */
export async function createLink(
  tx: DbTransaction,
  address: string,
  language: Locale,
  now: Date,
): Promise<PortalLinkRow> {
  const [row] = await tx
    .insert(portalLinks)
    .values({
      address,
      salt: freshSalt(),
      language,
      expiresAt: new Date(now.getTime() + LINK_MINUTES * 60_000).toISOString(),
      createdAt: now.toISOString(),
    })
    .returning();
  return row!;
}

/** The token a link carries: the row's id and the keyed digest of its salt. */
export const linkToken = async (row: Pick<PortalLinkRow, "id" | "salt">) =>
  `${row.id}.${await digestOf(row)}`;

/**
 * Why a link signs no one in: cut or changed (invalid), not made here or no longer kept
 * (unknown), used already (spent), or past its minutes (expired).
 */
export type LinkProblem = "invalid" | "unknown" | "spent" | "expired";
export type LinkReading = { row: PortalLinkRow } | { problem: LinkProblem };

/** What a link says without spending it: the sign-in page reads it to show its button. */
export async function readLink(
  token: string | null | undefined,
  now = new Date(),
  db: Pick<DbTransaction, "select"> | undefined = undefined,
): Promise<LinkReading> {
  const match = token?.match(/^(\d{1,12})\.([\w-]{43})$/);
  if (!match) return { problem: "invalid" };
  const [, id = "", given = ""] = match;
  const [row] = await (db ?? (await getDb()))
    .select()
    .from(portalLinks)
    .where(eq(portalLinks.id, Number(id)));
  if (!row || !(await isKeyedDigest(PURPOSE, `${row.id}:${row.salt}`, given)))
    return { problem: "unknown" };
  if (row.usedAt) return { problem: "spent" };
  if (row.expiresAt <= now.toISOString()) return { problem: "expired" };
  return { row };
}

/**
 * Spends a link in the caller's transaction: of two presses at once (two tabs, two servers), one
 * spends it and the other is told it was used.
 */
export async function spendLink(tx: DbTransaction, token: string, now: Date): Promise<LinkReading> {
  const reading = await readLink(token, now, tx);
  if ("problem" in reading) return reading;
  const [spent] = await tx
    .update(portalLinks)
    .set({ usedAt: now.toISOString() })
    .where(
      and(
        eq(portalLinks.id, reading.row.id),
        isNull(portalLinks.usedAt),
        gt(portalLinks.expiresAt, now.toISOString()),
      ),
    )
    .returning();
  return spent ? { row: spent } : { problem: "spent" };
}

/** A link by its row, for the e-mail that sends it. */
export async function linkRow(id: number): Promise<PortalLinkRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(portalLinks).where(eq(portalLinks.id, id));
  return row;
}
