import "server-only";
import { z } from "zod";
import { jobIdsOf, addressKey } from "@/jobs/server";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import { queueDeliveries } from "@/lib/outbox/store";
import { PORTAL_LINK_SUBJECT } from "./channel-ids";
import type { LinkRequestProblem } from "./copy-schema";
import { linkRequestVerdict } from "./link-limits";
import { createLink } from "./link-store";

export type LinkRequestResult =
  | { asked: true }
  | { problem: Exclude<LinkRequestProblem, "limit"> }
  | { problem: "limit"; retryAfterSeconds: number };

const emailAddress = z.string().max(254).email();

/**
 * A homeowner asks for a sign-in link. Every well-formed address is counted and answered alike;
 * only an address on a job that is not cancelled gets a link, stored with its e-mail in one
 * transaction, so a crash leaves both or neither.
 */
export async function requestSignInLink(
  { email, clientIp, language }: { email: string; clientIp: string; language: Locale },
  now = new Date(),
): Promise<LinkRequestResult> {
  const address = addressKey(email);
  if (!emailAddress.safeParse(address).success) return { problem: "address" };
  const verdict = await linkRequestVerdict(address, clientIp);
  if (!verdict.allowed) return { problem: "limit", retryAfterSeconds: verdict.retryAfterSeconds };
  if (!(await jobIdsOf(address)).length) return { asked: true };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const link = await createLink(tx, address, language, now);
    await queueDeliveries(
      tx,
      { subject: PORTAL_LINK_SUBJECT, subjectId: link.id },
      [{ channel: "portal_link", status: "pending" }],
      now,
    );
  });
  return { asked: true };
}
