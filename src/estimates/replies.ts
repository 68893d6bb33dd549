import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { cms } from "@/lib/cms/ready";
import { getDb } from "@/lib/db/client";
import { alertChannelsNow, eventsSince, recordEvent, type Seen } from "./events";
import { leadFollows } from "./lead-follows";
import { openEstimate, type OpenedEstimate } from "./opened";
import { NOTE_MAX, type ReplyOutcome, type ReplyRefusal } from "./reply-refusals";
import { estimateRows, estimateSignatures } from "./tables";

export type Replied = { done: ReplyOutcome } | { refused: ReplyRefusal };

/** Questions one estimate may send the owner in a day: enough for anyone, not for a flood. */
export const QUESTIONS_PER_DAY = 10;

class Raced extends Error {}

const cleanNote = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** The estimate a reply's link opens, when it is the current revision. */
async function opened(
  token: string,
  now: Date,
): Promise<
  { refused: ReplyRefusal } | { estimate: Extract<OpenedEstimate, { document: unknown }> }
> {
  const estimate = await openEstimate(token, now);
  if ("problem" in estimate) return { refused: estimate.problem };
  if ("replacedBy" in estimate) return { refused: "replaced" };
  return { estimate };
}

/**
 * The homeowner declines the estimate (a reason is theirs to give or not): it can no longer be
 * signed, the owner is told, and the lead follows. Only a sent, unsigned estimate can be
 * declined, even past its valid-until date; twice at once declines once.
 */
export async function declineEstimate(
  token: string,
  reason: string,
  seen: Seen,
  now = new Date(),
): Promise<Replied> {
  const open = await opened(token, now);
  if ("refused" in open) return open;
  const { document, status } = open.estimate;
  if (status !== "sent" && status !== "viewed") return { refused: "settled" };
  const note = cleanNote(reason);
  if (note.length > NOTE_MAX) return { refused: "text" };
  const channels = await alertChannelsNow();
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(estimateRows)
        .set({ status: "declined", updatedAt: now.toISOString() })
        .where(
          and(
            eq(estimateRows.id, document.estimateId),
            inArray(estimateRows.status, ["sent", "viewed"]),
          ),
        )
        .returning({ id: estimateRows.id });
      if (!moved.length) throw new Raced();
      await recordEvent(
        tx,
        {
          estimateId: document.estimateId,
          revision: document.revision,
          kind: "declined",
          note: note || null,
          seen,
        },
        channels,
        now,
      );
    });
  } catch (error) {
    if (error instanceof Raced) return { refused: "settled" };
    throw error;
  }
  await leadFollows(await cms(), document.estimateId, "declined");
  return { done: "declined" };
}

/**
 * The Texas 3-day right to cancel, used from the link: until midnight (Dallas) at the end of the
 * third business day after signing, as stored with the signature. The signature stays on record,
 * marked cancelled; the estimate is cancelled; the owner is told. Once only.
 */
export async function cancelEstimate(
  token: string,
  confirmed: boolean,
  seen: Seen,
  now = new Date(),
): Promise<Replied> {
  const open = await opened(token, now);
  if ("refused" in open) return open;
  const { document, signature } = open.estimate;
  if (!signature) return { refused: "unsigned" };
  if (signature.cancelledAt) return { refused: "settled" };
  const until = signature.record.cancelUntil;
  if (!until) return { refused: "no_right" };
  if (now.getTime() >= new Date(until).getTime()) return { refused: "late" };
  if (!confirmed) return { refused: "confirm" };
  const channels = await alertChannelsNow();
  const db = await getDb();
  const at = now.toISOString();
  try {
    await db.transaction(async (tx) => {
      const marked = await tx
        .update(estimateSignatures)
        .set({ cancelledAt: at })
        .where(
          and(
            eq(estimateSignatures.estimateId, document.estimateId),
            isNull(estimateSignatures.cancelledAt),
          ),
        )
        .returning({ id: estimateSignatures.estimateId });
      if (!marked.length) throw new Raced();
      await tx
        .update(estimateRows)
        .set({ status: "cancelled", updatedAt: at })
        .where(eq(estimateRows.id, document.estimateId));
      await recordEvent(
        tx,
        { estimateId: document.estimateId, revision: document.revision, kind: "cancelled", seen },
        channels,
        now,
      );
    });
  } catch (error) {
    if (error instanceof Raced) return { refused: "settled" };
    throw error;
  }
  await leadFollows(await cms(), document.estimateId, "cancelled");
  return { done: "cancelled" };
}

/**
 * A question about the estimate, whatever its state: kept with the estimate (and so its lead) and
 * alerted to the owner, who answers by e-mail. A day holds at most QUESTIONS_PER_DAY of them.
 */
export async function askAboutEstimate(
  token: string,
  question: string,
  seen: Seen,
  now = new Date(),
): Promise<Replied> {
  const open = await opened(token, now);
  if ("refused" in open) return open;
  const { document } = open.estimate;
  const note = cleanNote(question);
  if (note.length < 2 || note.length > NOTE_MAX) return { refused: "text" };
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  if ((await eventsSince(document.estimateId, "question", since)) >= QUESTIONS_PER_DAY)
    return { refused: "too_many" };
  const channels = await alertChannelsNow();
  const db = await getDb();
  await db.transaction((tx) =>
    recordEvent(
      tx,
      {
        estimateId: document.estimateId,
        revision: document.revision,
        kind: "question",
        note,
        seen,
      },
      channels,
      now,
    ),
  );
  return { done: "asked" };
}
