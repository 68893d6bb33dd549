import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { CLAIM_MAX_PHOTOS, fileWarrantyClaim, ownJob } from "@/jobs/server";
import { localePath } from "@/lib/i18n/locale";
import { kickOutbox } from "@/lib/outbox/loop";
import {
  CLAIM_RESULT,
  CLAIM_TEXT,
  MESSAGE_JOB,
  MESSAGE_TEXT_KEPT,
  PORTAL_PATH,
  warrantyAnchor,
} from "./addresses";
import { attachedPhotos, plainAnswer, readForm, seeOther } from "./endpoints";
import { requestSession } from "./session-cookie";

/**
 * POST /api/portal-warranty-claims: a homeowner's warranty claim on one of their completed jobs,
 * with its photos, from a form that needs no script. Back to the job's warranty (303): the claim
 * filed, or the form with what was typed and why it was not. A job that is not this device's
 * homeowner's answers 404, like one that does not exist.
 */
export async function handleClaimPost(request: NextRequest): Promise<NextResponse> {
  const { form, field, locale } = await readForm(request);
  if (!form) return plainAnswer("Send the project page's warranty claim form.", 400);
  const jobId = Number(field("job"));
  const session = await requestSession(request);
  const portal = localePath(locale, PORTAL_PATH);
  if (!session) return seeOther(request, portal);
  const job = Number.isSafeInteger(jobId) ? await ownJob(session.address, jobId) : undefined;
  if (!job) return plainAnswer("No such project.", 404);
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
