import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { MESSAGE_MAX_PHOTOS, postHomeownerMessage } from "@/jobs/server";
import { kickOutbox } from "@/lib/outbox/loop";
import {
  aboutChoice,
  MESSAGE_ABOUT,
  MESSAGE_JOB,
  MESSAGE_RESULT,
  MESSAGE_TEXT,
  MESSAGE_TEXT_KEPT,
} from "./addresses";
import { attachedPhotos, seeOther } from "./endpoints";
import { ownJobForm } from "./job-form";

/**
 * POST /api/portal-messages: a homeowner's message about one of their jobs, with its photos, from
 * a form that needs no script. Back to the project page (303): the conversation with the message,
 * or the form with what was typed and why it was not sent. A job that is not this device's
 * homeowner's answers 404, like one that does not exist.
 */
export async function handleMessagePost(request: NextRequest): Promise<NextResponse> {
  const read = await ownJobForm(request, "message");
  if ("answer" in read) return read.answer;
  const { form, field, jobId, portal } = read;
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
