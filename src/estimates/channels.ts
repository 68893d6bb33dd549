import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { channelList } from "@/lib/outbox/channel";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { businessMail, ntfyChannel, pushChannel } from "@/leads/server";
import type { EstimateChannelId } from "./channel-ids";
import type { SentRevision } from "./messages";
import { answerAlertText, answerMail, answerOf } from "./owner-alerts";
import { signedCopyMail, signingOf } from "./signed-mail";
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

const alertOf = async (delivery: DeliveryRow) => answerAlertText(await answerOf(delivery));

/** Each message an estimate sends, and how the admin names it. */
export const estimateChannels = channelList<EstimateChannelId>({
  estimate_homeowner: businessMail(
    "Estimate e-mail to the homeowner",
    sentRevision,
    async (delivery, sent, sender) =>
      (await import("./messages")).estimateMail(delivery, sent, sender),
  ),
  estimate_owner: businessMail("E-mail to you about the homeowner's answer", answerOf, answerMail),
  estimate_copy: businessMail("Signed copy e-mailed to the homeowner", signingOf, signedCopyMail),
  estimate_ntfy: ntfyChannel("Phone alert (ntfy)", "memo", alertOf),
  estimate_push: pushChannel(
    "Alert to the devices with alerts on",
    "everyone",
    async (delivery) => {
      const answer = await answerOf(delivery);
      return { ...answerAlertText(answer), tag: `estimate-${answer.event.estimateId}` };
    },
  ),
});
