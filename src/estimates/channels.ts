import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { channelList } from "@/lib/outbox/channel";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { businessMail } from "@/leads/server";
import type { EstimateChannelId } from "./channel-ids";
import type { SentRevision } from "./messages";
import { documentOfRow } from "./store";
import { estimateRevisions } from "./tables";

/** The sending a delivery is about, read when it is sent. */
async function sentRevision(delivery: DeliveryRow): Promise<SentRevision> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(estimateRevisions)
    .where(eq(estimateRevisions.id, delivery.subjectId));
  if (!row) throw new Error(`Estimate revision ${delivery.subjectId} not found`);
  const document = documentOfRow(row);
  return { row, document, language: document.language };
}

/** Each message an estimate sends, and how the admin names it. */
export const estimateChannels = channelList<EstimateChannelId>({
  estimate_homeowner: businessMail(
    "Estimate e-mail to the homeowner",
    sentRevision,
    async (delivery, sent, sender) =>
      (await import("./messages")).estimateMail(delivery, sent, sender),
  ),
});
