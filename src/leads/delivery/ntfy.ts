import "server-only";
import type { AlertText } from "./alert-text";

const NTFY_TIMEOUT_MS = 8_000;
/** ntfy's priorities run 1 (min) to 5 (max); 4 is "high": it sounds and shows on a locked phone. */
const HIGH_PRIORITY = 4;

type NtfyMessage = {
  topic: string;
  title: string;
  message: string;
  priority: number;
  tags: string[];
  click: string;
};

/** An alert as ntfy's JSON publish takes it, sounding on a locked phone. */
export const ntfyMessage = (text: AlertText, topic: string, tag: string): NtfyMessage => ({
  topic,
  title: text.title,
  message: text.body,
  priority: HIGH_PRIORITY,
  tags: [tag],
  click: text.url,
});

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
