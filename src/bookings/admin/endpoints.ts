import { NotFound, type Endpoint, type PayloadHandler } from "payload";
import { factsOf } from "@/site/server";
import { appointmentsWithLeads } from "@/bookings/store";
import {
  accountOfCalendarFeed,
  makeCalendarFeedToken,
  stopCalendarFeed,
} from "@/bookings/calendar-feed-store";
import { adminForm } from "@/lib/cms/admin-answer";
import { signedInAccountId } from "@/lib/cms/roles";
import { kickOutbox } from "@/lib/outbox/loop";
import { calendarFeed } from "../invitation";
import { ownerEvent } from "../owner-event";
import { cancelByStaff, confirmByStaff, moveByStaff } from "../staff";
import { siteUrl } from "@/lib/seo/site-url";
import { APPOINTMENTS_ADMIN_PATH, NEW_FEED_COOKIE, NEW_FEED_COOKIE_SECONDS } from "./addresses";
import { staffCopy } from "./copy";

const FEED_PAST_DAYS = 30;
const DAY_MS = 86_400_000;

const refuse = (message: string, status = 400) =>
  new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** Back to the appointments page, with what happened for its notice. */
const back = (query: Record<string, string>, anchor = "") =>
  new Response(null, {
    status: 303,
    headers: {
      location: `${APPOINTMENTS_ADMIN_PATH}?${new URLSearchParams(query)}${anchor}`,
      "cache-control": "no-store",
    },
  });

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * POST /api/appointments/:id, a form of the appointments page: `action` confirm, cancel, or move
 * with `start` (one of the free times the page offered). Any signed-in account (staff work
 * appointments); the homeowner hears of each change through the outbox.
 */
const changeAppointment: PayloadHandler = async (req) => {
  const accountId = signedInAccountId(req);
  const id = Number(req.routeParams?.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound(req.t);
  const form = await adminForm(req);
  const action = text(form, "action");
  let result;
  if (action === "confirm") result = await confirmByStaff(id);
  else if (action === "cancel") result = await cancelByStaff(id, accountId);
  else if (action === "move") {
    const start = new Date(text(form, "start"));
    if (Number.isNaN(start.getTime())) return refuse(staffCopy.refusals.start);
    result = await moveByStaff(req.payload, id, start);
  } else return refuse(staffCopy.refusals.action);
  void kickOutbox();
  return back({ done: result.outcome, appointment: String(id) }, `#appointment-${id}`);
};

/** The new address rides to the page in a cookie only that page receives, for a minute. */
function newFeedCookie(token: string) {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  const age = token ? NEW_FEED_COOKIE_SECONDS : 0;
  return `${NEW_FEED_COOKIE}=${token}; Path=${APPOINTMENTS_ADMIN_PATH}; Max-Age=${age}; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * POST /api/appointments/feed: `intent` make (a new private address) or stop (none). A new
 * address is shown once, on the page this answer leads to; afterwards only its date is.
 */
const changeFeed: PayloadHandler = async (req) => {
  const accountId = signedInAccountId(req);
  const intent = text(await adminForm(req), "intent");
  let token = "";
  if (intent === "make") token = await makeCalendarFeedToken(accountId);
  else if (intent === "stop") await stopCalendarFeed(accountId);
  else return refuse(staffCopy.refusals.feed);
  const answer = back({ feed: intent === "make" ? "made" : "stopped" }, "#calendar-feed");
  answer.headers.append("set-cookie", newFeedCookie(token));
  return answer;
};

/**
 * GET /api/appointments/feed/:token.ics: the appointments of the last 30 days and ahead, for a
 * calendar app. The token is the only key (an app cannot sign in), so it works only while its
 * account exists and until its owner makes a new one or stops it.
 */
const readFeed: PayloadHandler = async (req) => {
  const token = String(req.routeParams?.token ?? "").replace(/\.ics$/, "");
  const accountId = await accountOfCalendarFeed(token);
  const account =
    accountId === undefined
      ? null
      : await req.payload.findByID({
          collection: "users",
          id: accountId,
          depth: 0,
          disableErrors: true,
        });
  if (!account) return refuse(staffCopy.feed.unknown, 404);
  const now = new Date();
  const [appointments, { business }] = await Promise.all([
    appointmentsWithLeads({ from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS) }),
    factsOf(req.payload),
  ]);
  const body = calendarFeed(
    staffCopy.feed.name(business.name),
    appointments.map((row) => ({
      ...ownerEvent(row, { ...row.lead, id: row.leadId }),
      uid: row.uid,
      sequence: row.sequence,
      start: new Date(row.startsAt),
      end: new Date(row.endsAt),
      stamp: new Date(row.updatedAt),
    })),
  );
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    },
  });
};

export const appointmentEndpoints: Endpoint[] = [
  { path: "/appointments/feed", method: "post", handler: changeFeed },
  { path: "/appointments/feed/:token", method: "get", handler: readFeed },
  { path: "/appointments/:id", method: "post", handler: changeAppointment },
];
