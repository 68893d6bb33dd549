import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import type { Locale } from "@/lib/i18n/locale";
import { cms } from "@/lib/cms/ready";
import { estimateCopyIn } from "./copy";
import { recordEvent, signedChannelsNow } from "./events";
import { leadFollows } from "./lead-follows";
import type { EstimateDocument } from "./document";
import { openEstimate } from "./opened";
import type { SignRefusal } from "./sign-refusals";
import { priceEstimate, type EstimateChoice } from "./pricing";
import { cancelDeadline } from "./right-to-cancel";
import { recordText, sha256Of, type SignedRecord } from "./signature";
import { pricedFrom } from "./stored";
import { estimateRows, estimateSignatures } from "./tables";

export type Signing = {
  token: string | null;
  choice: EstimateChoice;
  /** The total the page showed beside the button, in cents: a different one is not signed. */
  seenTotal: number;
  name: string;
  consented: boolean;
  /** The page's language: the consent is kept in the words the signer read. */
  locale: Locale;
  clientIp: string;
  userAgent: string | null;
};

class AlreadySigned extends Error {}

const consentWords = (locale: Locale, { business }: EstimateDocument) => {
  const copy = estimateCopyIn[locale].sign;
  return [...copy.disclosure(business.name, business.phone, business.email), copy.consent].join(
    " ",
  );
};

/**
 * Signs the revision a link opens, for the choice the form sent: once, whatever two tabs or two
 * servers send at once (the signature's row is keyed by the estimate, and only a sent or viewed
 * estimate moves to accepted), never after the valid-until day, after a decline, or on a
 * revision that was replaced.
 */
export async function signEstimate(
  signing: Signing,
  now = new Date(),
): Promise<{ signed: SignedRecord } | { refused: SignRefusal }> {
  const opened = await openEstimate(signing.token, now);
  if ("problem" in opened) return { refused: opened.problem };
  if ("replacedBy" in opened) return { refused: "replaced" };
  if (opened.status !== "sent" && opened.status !== "viewed") return { refused: "settled" };
  if (opened.lapsed) return { refused: "lapsed" };
  if (!signing.consented) return { refused: "consent" };
  const name = signing.name.trim().replace(/\s+/g, " ");
  if (name.length < 2 || name.length > 100) return { refused: "name" };
  const priced = priceEstimate(pricedFrom(opened.document), signing.choice);
  if (!priced.ok) return { refused: "choice" };
  if (priced.figures.total !== signing.seenTotal) return { refused: "changed" };

  const { document } = opened;
  const signedAt = now.toISOString();
  const record: SignedRecord = {
    estimateId: document.estimateId,
    revision: document.revision,
    document,
    choice: signing.choice,
    figures: priced.figures,
    signer: {
      name,
      consent: consentWords(signing.locale, document),
      clientIp: signing.clientIp,
      userAgent: signing.userAgent?.slice(0, 400) ?? null,
    },
    signedAt,
    cancelUntil: document.rightToCancel ? cancelDeadline(now).toISOString() : null,
  };
  const text = recordText(record);
  const channels = await signedChannelsNow();
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(estimateSignatures).values({
        estimateId: document.estimateId,
        revision: document.revision,
        record: text,
        sha256: sha256Of(text),
        signedAt,
        cancelUntil: record.cancelUntil,
      });
      const moved = await tx
        .update(estimateRows)
        .set({ status: "accepted", updatedAt: signedAt })
        .where(
          and(
            eq(estimateRows.id, document.estimateId),
            inArray(estimateRows.status, ["sent", "viewed"]),
          ),
        )
        .returning({ id: estimateRows.id });
      if (!moved.length) throw new AlreadySigned();
      await recordEvent(
        tx,
        {
          estimateId: document.estimateId,
          revision: document.revision,
          kind: "signed",
          seen: { clientIp: signing.clientIp, userAgent: signing.userAgent },
        },
        channels,
        now,
      );
    });
  } catch (error) {
    if (error instanceof AlreadySigned || isUniqueViolation(error)) return { refused: "settled" };
    throw error;
  }
  await leadFollows(await cms(), document.estimateId, "accepted");
  return { signed: record };
}
