import "server-only";
import { createHmac } from "node:crypto";
import type { LeadRow } from "@/leads/tables";

export const SIGNATURE_HEADER = "X-Lead-Signature-256";
const WEBHOOK_TIMEOUT_MS = 8_000;

/** `sha256=<hex>` of the exact body, like GitHub's webhooks, so receivers can verify origin. */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

export function webhookPayload(lead: LeadRow) {
  return {
    event: "lead.created",
    lead: {
      id: lead.id,
      createdAt: lead.createdAt,
      fullName: lead.fullName,
      email: lead.email,
      phone: lead.phone,
      projectAddress: lead.projectAddress,
      city: lead.city,
      serviceTypes: lead.serviceTypes,
      startDate: lead.startDate,
      budgetRange: lead.budgetRange,
      projectDescription: lead.projectDescription,
      hearAboutUs: lead.hearAboutUs,
      attribution: {
        landingPage: lead.landingPage,
        referrer: lead.referrer,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
        utmTerm: lead.utmTerm,
        utmContent: lead.utmContent,
        formPage: lead.formPage,
      },
    },
  };
}

export async function postWebhook(
  url: string,
  secret: string | undefined,
  lead: LeadRow,
  /** The same on every attempt of one delivery, so the receiver can drop a repeat. */
  idempotencyKey: string,
): Promise<void> {
  const body = JSON.stringify(webhookPayload(lead));
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": idempotencyKey,
  };
  if (secret) headers[SIGNATURE_HEADER] = signWebhookBody(body, secret);
  const response = await fetch(url, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!response.ok)
    throw Object.assign(new Error(`Webhook answered HTTP ${response.status}`), {
      status: response.status,
    });
}
