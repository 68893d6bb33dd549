import "server-only";
import { isLocale, localePath } from "@/lib/i18n/locale";
import { clientIpFrom } from "@/lib/net/client-address";
import { kickOutbox } from "@/lib/outbox/loop";
import {
  ESTIMATE_PATH,
  ESTIMATE_TOKEN,
  REPLY_DONE,
  REPLY_KIND,
  REPLY_PROBLEM,
  REPLY_SECTION_ID,
} from "./addresses";
import { askAboutEstimate, cancelEstimate, declineEstimate, type Replied } from "./replies";

const noStore = { "Cache-Control": "no-store" };

const plain = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * The estimate page's other forms: decline (with an optional reason), cancel within the right to
 * cancel, or ask a question. Each answer sends the browser back to the page (303), which says
 * what was done or why not; a form that is not one of these is a 400.
 */
export async function handleReplyPost(request: Request, now = new Date()): Promise<Response> {
  const form = await request.formData().catch(() => null);
  if (!form) return plain("Send one of the estimate page's forms.", 400);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const language = field("lang");
  const locale = isLocale(language) ? language : "en";
  const token = field(ESTIMATE_TOKEN);
  const seen = {
    clientIp: clientIpFrom(request.headers),
    userAgent: request.headers.get("user-agent"),
  };
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
      return plain("Say what to do: decline, cancel or ask.", 400);
  }
  if ("done" in result) void kickOutbox();
  const query = new URLSearchParams({ [ESTIMATE_TOKEN]: token });
  if ("done" in result) query.set(REPLY_DONE, result.done);
  else query.set(REPLY_PROBLEM, result.refused);
  return new Response(null, {
    status: 303,
    headers: {
      ...noStore,
      Location: `${localePath(locale, ESTIMATE_PATH)}?${query}#${REPLY_SECTION_ID}`,
    },
  });
}
