import "server-only";
import type { LeadRow } from "@/lib/db/schema";
import { siteUrl } from "@/lib/seo/site-url";
import { waitText } from "@/leads/response-clock/business-minutes";
import { greetingName } from "./mail";

const NTFY_TIMEOUT_MS = 8_000;
/** ntfy's priorities run 1 (min) to 5 (max); 4 is "high": it sounds and shows on a locked phone. */
const HIGH_PRIORITY = 4;

function startText(startDate: string | null): string {
  if (!startDate) return "Start date not given";
  const date = new Date(`${startDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return "Start date not given";
  const day = date.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Start ${day}`;
}

type NtfyMessage = {
  topic: string;
  title: string;
  message: string;
  priority: number;
  tags: string[];
  click: string;
};

const firstNameOf = (lead: LeadRow) => greetingName(lead.fullName) ?? "someone";
const leadSummary = (lead: LeadRow) =>
  [lead.serviceTypes.join(", "), lead.budgetRange, startText(lead.startDate)].join("\n");
export const leadAdminUrl = (lead: Pick<LeadRow, "id">) =>
  `${siteUrl}/admin/collections/leads/${lead.id}`;

/**
 * The alert for one lead, as ntfy's JSON publish takes it. A topic can be read by whoever knows
 * its name, so it carries only the first name, city, services, budget and start date: no e-mail
 * address, phone number, street address or anything else the visitor typed. The tap opens the
 * lead in the admin, behind the sign-in.
 */
export function ntfyAlert(lead: LeadRow, topic: string): NtfyMessage {
  return {
    topic,
    // A name that is not a plain first name (a bot's, say) is not repeated.
    title: `New lead: ${firstNameOf(lead)} in ${lead.city}`,
    message: leadSummary(lead),
    priority: HIGH_PRIORITY,
    tags: ["house"],
    click: leadAdminUrl(lead),
  };
}

/** "Still waiting: Maria, Plano, 15 min": a lead no one has answered yet, with the same limits. */
export function ntfyReminder(lead: LeadRow, topic: string, waitedMinutes: number): NtfyMessage {
  return {
    topic,
    title: `Still waiting: ${firstNameOf(lead)}, ${lead.city}, ${waitText(waitedMinutes)}`,
    message: leadSummary(lead),
    priority: HIGH_PRIORITY,
    tags: ["hourglass"],
    click: leadAdminUrl(lead),
  };
}

/**
 * `NTFY_URL` is a topic's address (`https://ntfy.sh/<topic>`); JSON is published to the server's
 * root with the topic in the body, which keeps any letter of a name intact (headers cannot).
 */
export function ntfyEndpoint(topicUrl: string): { publishUrl: string; topic: string } {
  const url = new URL(topicUrl);
  const parts = url.pathname.split("/").filter(Boolean);
  const topic = parts.pop();
  if (!topic) throw new Error("NTFY_URL names no topic");
  url.pathname = parts.length ? `/${parts.join("/")}/` : "/";
  url.search = "";
  return { publishUrl: url.toString(), topic: decodeURIComponent(topic) };
}

export async function postNtfyAlert(
  topicUrl: string,
  token: string | undefined,
  message: (topic: string) => NtfyMessage,
  /** The same on every attempt of one alert; a relay in front of ntfy can drop a repeat. */
  idempotencyKey: string,
): Promise<void> {
  const { publishUrl, topic } = ntfyEndpoint(topicUrl);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": idempotencyKey,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(publishUrl, {
    method: "POST",
    headers,
    body: JSON.stringify(message(topic)),
    signal: AbortSignal.timeout(NTFY_TIMEOUT_MS),
  });
  if (!response.ok)
    throw Object.assign(new Error(`ntfy answered HTTP ${response.status}`), {
      status: response.status,
    });
}
