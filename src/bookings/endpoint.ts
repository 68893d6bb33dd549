import "server-only";
import { BOOKING_PATH, BOOKING_RESULT_ID } from "./addresses";
import { bookingCopy } from "./copy";
import { leadOfLink } from "./link";
import { appointmentKinds } from "./rules";
import { cancelTime, chooseTime } from "./schedule";

const noStore = { "Cache-Control": "no-store" };

const refuse = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * The booking form's post: books, moves or cancels the linked lead's appointment, then sends the
 * browser back to the booking page (303), which says what happened. A post that no page of ours
 * makes gets a 400 saying what is wrong, and changes nothing.
 */
export async function handleBookingPost(request: Request, now = new Date()): Promise<Response> {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, bookingCopy.refusals.noForm);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const token = field("t");
  const linked = await leadOfLink(token, now);
  if ("problem" in linked) {
    const words = bookingCopy[linked.problem];
    return refuse(linked.problem === "expired" ? 410 : 400, `${words.heading}.`);
  }
  const kind = appointmentKinds.find((k) => k === field("kind"));
  if (!kind) return refuse(400, bookingCopy.refusals.kind);
  const back = (outcome: Record<string, string>) => {
    const query = new URLSearchParams({ t: token!, kind, ...outcome });
    return new Response(null, {
      status: 303,
      headers: { ...noStore, Location: `${BOOKING_PATH}?${query}#${BOOKING_RESULT_ID}` },
    });
  };
  const intent = field("intent");
  if (intent === "cancel") {
    const { outcome } = await cancelTime(linked.lead.id, kind, now);
    return back({ done: outcome === "cancelled" || outcome === "started" ? outcome : "gone" });
  }
  if (intent !== "book") return refuse(400, bookingCopy.refusals.intent);
  const startField = field("start");
  if (!startField) return back({ done: "choose" });
  const start = new Date(startField);
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(startField) || Number.isNaN(start.getTime()))
    return refuse(400, bookingCopy.refusals.start);
  const chosen = await chooseTime(linked.lead.id, kind, start, now);
  if (chosen.outcome === "taken") return back({ taken: start.toISOString() });
  if (chosen.outcome === "not_offered") return back({});
  return back({ done: chosen.outcome });
}
