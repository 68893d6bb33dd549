import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { CLAIM_MAX_PHOTOS, fileWarrantyClaim } from "@/jobs/server";
import { kickOutbox } from "@/lib/outbox/loop";
import {
  CLAIM_RESULT,
  CLAIM_TEXT,
  MESSAGE_JOB,
  MESSAGE_TEXT_KEPT,
  warrantyAnchor,
} from "./addresses";
import { attachedPhotos, seeOther } from "./endpoints";
import { ownJobForm } from "./job-form";

/**
 * POST /api/portal-warranty-claims: a homeowner's warranty claim on one of their completed jobs,
 * with its photos, from a form that needs no script. Back to the job's warranty (303): the claim
 * filed, or the form with what was typed and why it was not. A job that is not this device's
 * homeowner's answers 404, like one that does not exist.
 */
export async function handleClaimPost(request: NextRequest): Promise<NextResponse> {
  const read = await ownJobForm(request, "warranty claim");
  if ("answer" in read) return read.answer;
  const { form, field, jobId, portal } = read;
  const description = field("description");
  const photos = await attachedPhotos(form, CLAIM_MAX_PHOTOS);
  const filed = photos
    ? await fileWarrantyClaim(jobId, { warranty: field("warranty"), description, photos })
    : { problem: "photos" as const };
  const back = `${portal}#${warrantyAnchor(jobId)}`;
  if ("id" in filed) {
    void kickOutbox();
    return seeOther(request, back, { [CLAIM_RESULT]: "sent", [MESSAGE_JOB]: String(jobId) });
  }
  return seeOther(request, back, {
    [CLAIM_RESULT]: filed.problem,
    [MESSAGE_JOB]: String(jobId),
    [CLAIM_TEXT]: description.slice(0, MESSAGE_TEXT_KEPT),
  });
}
