import "server-only";
import { htmlLang, isLocale, localePath, type Locale } from "@/lib/i18n/locale";
import { BOOKING_LANGUAGE, BOOKING_PATH, BOOKING_RESULT_ID } from "./addresses";
import { bookingCopyIn } from "./copy";
import { leadOfLink, linkProblemStatus } from "./link";
import { appointmentKinds } from "./rules";
import { cancelTime, chooseTime } from "./schedule";

const noStore = { "Cache-Control": "no-store" };

const refuse = (status: number, text: string, locale: Locale = "en") =>
  new Response(text, {
    status,
    headers: {
      ...noStore,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Language": htmlLang[locale],
    },
  });

/**
 * The booking form's post: books, moves or cancels the linked lead's appointment, then sends the
 * browser back to the booking page of the form's edition (303), which says what happened. A post
 * that no page of ours makes gets a 400 saying what is wrong, and changes nothing.
 */
export async function handleBookingPost(request: Request, now = new Date()): Promise<Response> {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, bookingCopyIn.en.refusals.noForm);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const language = field(BOOKING_LANGUAGE);
  const locale = isLocale(language) ? language : "en";
  const copy = bookingCopyIn[locale];
  const token = field("t");
  const linked = await leadOfLink(token, now);
  if ("problem" in linked) {
    const words = linked.problem === "expired" ? copy.expired : copy.invalid;
    return refuse(linkProblemStatus[linked.problem], `${words.heading}.`, locale);
  }
  const kind = appointmentKinds.find((k) => k === field("kind"));
  if (!kind) return refuse(400, copy.refusals.kind, locale);
  const back = (outcome: Record<string, string>) => {
    const query = new URLSearchParams({ t: token!, kind, ...outcome });
    return new Response(null, {
      status: 303,
      headers: {
        ...noStore,
        Location: `${localePath(locale, BOOKING_PATH)}?${query}#${BOOKING_RESULT_ID}`,
      },
    });
  };
  const intent = field("intent");
  if (intent === "cancel") {
    const { outcome } = await cancelTime(linked.lead.id, kind, now);
    return back({ done: outcome === "cancelled" || outcome === "started" ? outcome : "gone" });
  }
  if (intent !== "book") return refuse(400, copy.refusals.intent, locale);
  const startField = field("start");
  if (!startField) return back({ done: "choose" });
  const start = new Date(startField);
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(startField) || Number.isNaN(start.getTime()))
    return refuse(400, copy.refusals.start, locale);
  const chosen = await chooseTime(linked.lead.id, kind, start, now);
  if (chosen.outcome === "taken") return back({ taken: start.toISOString() });
  if (chosen.outcome === "not_offered") return back({});
  return back({ done: chosen.outcome });
}
