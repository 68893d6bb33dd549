import "server-only";
import type { EstimateDocument } from "./document";
import { estimateLink, revisionOfLink } from "./link";
import type { EstimateStatus } from "./status";
import {
  documentOfRow,
  estimateStatus,
  latestRevision,
  signatureOf,
  type StoredSignature,
} from "./store";
import { isExpired } from "./valid-until";

/**
 * What a homeowner's link opens: the revision it was sent with, or why not. A link to an older
 * revision is answered with the current one's address; a link that was cut or changed, for an
 * estimate no longer kept, or past its years, with the reason.
 */
export type OpenedEstimate =
  | { problem: "invalid" | "unknown" | "expired" }
  | { replacedBy: string }
  | {
      document: EstimateDocument;
      status: EstimateStatus;
      sentAt: string;
      /** Past its valid-until and never signed: it can be read, not signed. */
      lapsed: boolean;
      signature?: StoredSignature;
    };

export async function openEstimate(
  token: string | null | undefined,
  now = new Date(),
): Promise<OpenedEstimate> {
  const linked = await revisionOfLink(token, now);
  if ("problem" in linked) return linked;
  const [latest, status] = await Promise.all([
    latestRevision(linked.estimateId),
    estimateStatus(linked.estimateId),
  ]);
  if (!latest || !status || linked.revision > latest.revision) return { problem: "unknown" };
  const document = documentOfRow(latest);
  if (linked.revision < latest.revision)
    return { replacedBy: await estimateLink(latest, document.language) };
  const signature = await signatureOf(linked.estimateId);
  return {
    ...(signature ? { signature } : {}),
    document,
    status: status as EstimateStatus,
    sentAt: latest.sentAt,
    lapsed: status !== "accepted" && status !== "cancelled" && isExpired(document.validUntil, now),
  };
}
