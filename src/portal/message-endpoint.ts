import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { MESSAGE_MAX_PHOTOS, ownJob, postHomeownerMessage } from "@/jobs/server";
import { localePath } from "@/lib/i18n/locale";
import { kickOutbox } from "@/lib/outbox/loop";
import {
  aboutChoice,
  MESSAGE_ABOUT,
  MESSAGE_JOB,
  MESSAGE_RESULT,
  MESSAGE_TEXT,
  MESSAGE_TEXT_KEPT,
  PORTAL_PATH,
} from "./addresses";
import { attachedPhotos, plainAnswer, readForm, seeOther } from "./endpoints";
import { requestSession } from "./session-cookie";

/**
 * POST /api/portal-messages: a homeowner's message about one of their jobs, with its photos, from
 * a form that needs no script. Back to the project page (303): the conversation with the message,
 * or the form with what was typed and why it was not sent. A job that is not this device's
 * homeowner's answers 404, like one that does not exist.
 */
export async function handleMessagePost(request: NextRequest): Promise<NextResponse> {
  const { form, field, locale } = await readForm(request);
  if (!form) return plainAnswer("Send the project page's message form.", 400);
  const jobId = Number(field("job"));
  const session = await requestSession(request);
  const portal = localePath(locale, PORTAL_PATH);
  if (!session) return seeOther(request, portal);
  const job = Number.isSafeInteger(jobId) ? await ownJob(session.address, jobId) : undefined;
  if (!job) return plainAnswer("No such project.", 404);
  const body = field("body");
  const about = field("about");
  const photos = await attachedPhotos(form, MESSAGE_MAX_PHOTOS);
  const posted = photos
    ? await postHomeownerMessage(jobId, { body, about: aboutChoice(about), photos })
    : { problem: "photos" as const };
  if ("id" in posted) {
    void kickOutbox();
    return seeOther(request, `${portal}#job-${jobId}-messages`, {
      [MESSAGE_RESULT]: "sent",
      [MESSAGE_JOB]: String(jobId),
    });
  }
  return seeOther(request, `${portal}#job-${jobId}-write`, {
    [MESSAGE_RESULT]: posted.problem,
    [MESSAGE_JOB]: String(jobId),
    [MESSAGE_ABOUT]: about.slice(0, 40),
    [MESSAGE_TEXT]: body.slice(0, MESSAGE_TEXT_KEPT),
  });
}
