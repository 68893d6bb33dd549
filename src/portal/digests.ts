import "server-only";
import { eq } from "drizzle-orm";
import { jobsUpdatedOn } from "@/jobs/server";
import { getDb } from "@/lib/db/client";
import { intlLocale, type Locale } from "@/lib/i18n/locale";
import { queueDeliveries } from "@/lib/outbox/store";
import { dallasDay, dallasInstant } from "@/lib/time/dallas";
import { PORTAL_DIGEST_SUBJECT } from "./channel-ids";
import { portalDigestOptOuts, portalDigests } from "./tables";

/** When the day's digest goes out, Dallas time: after the crews have posted the day's updates. */
export const DIGEST_TIME = "18:00";

/**
 * Run before each round of the outbox while the owner offers the portal: from 6 PM Dallas time,
 * each job updated today tells its homeowner once, unless they turned the e-mail off. The
 * digest's row (unique per job and day) and its e-mail are one transaction: two servers, or a
 * crash between them, still send one. An update posted after it went out waits for the page.
 */
export async function queueDailyDigests(
  offered: () => Promise<boolean>,
  now = new Date(),
): Promise<number> {
  const day = dallasDay(now);
  if (now.getTime() < dallasInstant(day, DIGEST_TIME)) return 0;
  const updated = await jobsUpdatedOn(day);
  // Asked only when there is news: a fresh install's first rounds run before its facts are seeded.
  if (!updated.length || !(await offered())) return 0;
  const db = await getDb();
  const optedOut = new Set(
    (await db.select({ address: portalDigestOptOuts.address }).from(portalDigestOptOuts)).map(
      (row) => row.address,
    ),
  );
  let queued = 0;
  for (const job of updated) {
    if (optedOut.has(job.email)) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(portalDigests)
        .values({
          jobId: job.jobId,
          day,
          address: job.email,
          language: job.language,
          createdAt: now.toISOString(),
        })
        .onConflictDoNothing()
        .returning({ id: portalDigests.id });
      if (!row) return;
      await queueDeliveries(
        tx,
        { subject: PORTAL_DIGEST_SUBJECT, subjectId: row.id },
        [{ channel: "portal_digest", status: "pending" }],
        now,
      );
      queued += 1;
    });
  }
  return queued;
}

/** Whether an address gets the daily e-mail. */
export async function getsDigest(address: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(portalDigestOptOuts)
    .where(eq(portalDigestOptOuts.address, address));
  return !row;
}

/** Turns the daily e-mail on or off for an address, from its portal. */
export async function setDigest(address: string, wanted: boolean): Promise<void> {
  const db = await getDb();
  if (wanted) await db.delete(portalDigestOptOuts).where(eq(portalDigestOptOuts.address, address));
  else await db.insert(portalDigestOptOuts).values({ address }).onConflictDoNothing();
}

/** The digest's hour as the page says it: "6:00 PM", "6:00 p.m.". */
export const digestTimeIn = (locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(`1970-01-01T${DIGEST_TIME}:00Z`));
