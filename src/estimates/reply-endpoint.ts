import "server-only";
import { kickOutbox } from "@/lib/outbox/loop";
import {
  ESTIMATE_TOKEN,
  REPLY_DONE,
  REPLY_KIND,
  REPLY_PROBLEM,
  REPLY_SECTION_ID,
} from "./addresses";
import { backToPage, plainAnswer, readPageForm } from "./page-form";
import { askAboutEstimate, cancelEstimate, declineEstimate, type Replied } from "./replies";

/**
 * The estimate page's other forms: decline (with an optional reason), cancel within the right to
 * cancel, or ask a question. Each answer sends the browser back to the page (303), which says
 * what was done or why not; a form that is not one of these is a 400.
 */
export async function handleReplyPost(request: Request, now = new Date()): Promise<Response> {
  const post = await readPageForm(request);
  if (!post) return plainAnswer("Send one of the estimate page's forms.", 400);
  const { field, token, seen } = post;
  let result: Replied;
  switch (field(REPLY_KIND)) {
    case "decline":
      result = await declineEstimate(token, field("reason"), seen, now);
      break;
    case "cancel":
      result = await cancelEstimate(token, field("confirm") === "yes", seen, now);
      break;
    case "ask":
      result = await askAboutEstimate(token, field("question"), seen, now);
      break;
    default:
      return plainAnswer("Say what to do: decline, cancel or ask.", 400);
  }
  if ("done" in result) void kickOutbox();
  const query = new URLSearchParams({ [ESTIMATE_TOKEN]: token });
  if ("done" in result) query.set(REPLY_DONE, result.done);
  else query.set(REPLY_PROBLEM, result.refused);
  return backToPage(post.locale, query, REPLY_SECTION_ID);
}
