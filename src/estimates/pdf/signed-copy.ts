import "server-only";
import { and, asc, eq, lte } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { documentFiles } from "@/lib/storage/stored-files";
import { estimateCopyIn } from "../copy";
import { revisionRow, signatureOf, type StoredSignature } from "../store";
import { estimateViews } from "../tables";
import { estimatePdf, signedPdfInput, type SigningTrail } from "./estimate-pdf";

export type PdfFile = { fileName: string; content: Buffer };

/** How the signed revision was sent and opened before the signature, from the audit trail. */
async function trailOf({ record }: StoredSignature): Promise<SigningTrail> {
  const revision = await revisionRow(record.estimateId, record.revision);
  const db = await getDb();
  const views = await db
    .select({ viewedAt: estimateViews.viewedAt })
    .from(estimateViews)
    .where(
      and(
        eq(estimateViews.estimateId, record.estimateId),
        eq(estimateViews.revision, record.revision),
        lte(estimateViews.viewedAt, record.signedAt),
      ),
    )
    .orderBy(asc(estimateViews.viewedAt), asc(estimateViews.id));
  return { sentTo: revision.sentTo, sentAt: revision.sentAt, views };
}

/** The stored name of a signature's PDF: a new signature (a new hash) never meets an old file. */
const storedName = ({ record, sha256 }: StoredSignature) =>
  `estimate-${record.estimateId}-r${record.revision}-${sha256.slice(0, 16)}.pdf`;

/**
 * The signed estimate's PDF, with its certificate page, as kept in private storage: printed once
 * from the signed record and stored, then read back. The record never changes, and it prints to
 * the same bytes, so two servers printing it at once store the same file. Undefined when the
 * estimate was not signed.
 */
export async function signedCopy(estimateId: number): Promise<PdfFile | undefined> {
  const signature = await signatureOf(estimateId);
  if (!signature) return undefined;
  const { record } = signature;
  const fileName = estimateCopyIn[record.document.language].pdf.fileName(estimateId, true);
  const files = documentFiles();
  const name = storedName(signature);
  const kept = await files.read(name);
  if (kept) return { fileName, content: kept };
  const content = await estimatePdf(
    signedPdfInput(record, signature.sha256, await trailOf(signature)),
  );
  await files.replace(name, content, "application/pdf");
  return { fileName, content };
}
