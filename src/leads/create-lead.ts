import "server-only";
import { describeDbError } from "@/lib/db/errors";
import { insertLeadWithDeliveries, type NewDelivery } from "@/leads/store";
import type { FirstTouch } from "./attribution";
import { checkFormToken, TOKEN_MAX_AGE_MS, type TokenVerdict } from "./form-token";
import { phoneDigitsOf } from "./phone-digits";
import { kickOutbox } from "@/lib/outbox/loop";
import { configuredChannels } from "./delivery/delivery-config";
import { hasAlertDevices } from "./push/send";
import type { FieldErrors } from "./fields";
import { validateLead } from "./validate-lead";
import type { Locale } from "@/lib/i18n/locale";

/** More confirmations than this to one address in a day are not sent: the site is no mailer. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

export type SubmitContext = {
  /** The edition the form was sent from: the homeowner is answered in it. */
  language?: Locale;
  clientIp: string;
  userAgent?: string;
  formPage?: string;
  firstTouch?: FirstTouch;
  /** Where `firstTouch` came from: the visit's own record, or the form's post without one. */
  attributedFrom?: "first_visit" | "form_post";
  /** The consent label the form showed (notices.ts), stored with the lead. */
  consentText: string;
  formToken: unknown;
  honeypot: unknown;
};

export type SpamVerdict = "ok" | "honeypot" | "replayed" | Exclude<TokenVerdict, "ok">;

export type SubmitResult =
  | { status: "success"; leadId: number; spam: boolean }
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "error" };

async function spamVerdict(
  context: SubmitContext,
): Promise<{ verdict: SpamVerdict; tokenId?: string }> {
  const token = await checkFormToken(context.formToken);
  const honeypot = context.honeypot;
  if (honeypot !== undefined && (typeof honeypot !== "string" || honeypot.trim() !== ""))
    return { verdict: "honeypot", tokenId: token.tokenId };
  return token;
}

async function outboxFor(spam: boolean): Promise<NewDelivery[]> {
  if (spam) return [];
  const channels = configuredChannels();
  const push = await hasAlertDevices();
  const emailStatus = channels.email ? "pending" : "not_configured";
  return [
    { channel: "owner_email", status: emailStatus },
    { channel: "homeowner_email", status: emailStatus },
    ...(channels.webhook ? [{ channel: "webhook" as const, status: "pending" as const }] : []),
    ...(channels.ntfy ? [{ channel: "ntfy" as const, status: "pending" as const }] : []),
    ...(push ? [{ channel: "push" as const, status: "pending" as const }] : []),
  ];
}

/**
 * Validates, judges spam, and writes the lead with its outbox rows in one transaction. Only a
 * successful write returns success; delivery happens afterwards and never holds the visitor up.
 * Spam is stored (flagged) and never delivered, and the bot is answered like anyone else.
 */
export async function createLead(values: unknown, context: SubmitContext): Promise<SubmitResult> {
  // Messages in the language of the form that was sent, with or without JavaScript.
  const validation = validateLead(values, undefined, context.language);
  if (!validation.ok) return { status: "invalid", fieldErrors: validation.fieldErrors };
  const { lead } = validation;
  try {
    const { verdict, tokenId } = await spamVerdict(context);
    const spam = verdict !== "ok";
    const touch = context.firstTouch;
    const stored = await insertLeadWithDeliveries(
      {
        fullName: lead.fullName,
        email: lead.email,
        phone: lead.phone,
        phoneDigits: phoneDigitsOf(lead.phone),
        projectAddress: lead.projectAddress,
        city: lead.city,
        serviceTypes: lead.serviceType,
        startDate: lead.startDate ?? null,
        budgetRange: lead.budgetRange,
        projectDescription: lead.projectDescription ?? null,
        hearAboutUs: lead.hearAboutUs ?? null,
        consent: lead.consent,
        consentText: context.consentText,
        consentAt: new Date().toISOString(),
        clientIp: context.clientIp,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        landingPage: touch?.landingPage ?? null,
        referrer: touch?.referrer ?? null,
        utmSource: touch?.utmSource ?? null,
        utmMedium: touch?.utmMedium ?? null,
        utmCampaign: touch?.utmCampaign ?? null,
        utmTerm: touch?.utmTerm ?? null,
        utmContent: touch?.utmContent ?? null,
        // The form's post is no first visit: its time says nothing of when the visit began.
        firstTouchAt: context.attributedFrom === "form_post" ? null : (touch?.at ?? null),
        formPage: context.formPage?.slice(0, 500) ?? null,
        attributedFrom: touch ? (context.attributedFrom ?? "first_visit") : null,
        spamVerdict: verdict,
        isSpam: spam,
        status: spam ? "spam" : "new",
        language: context.language ?? "en",
      },
      await outboxFor(spam),
      tokenId ? { id: tokenId, maxAgeMs: TOKEN_MAX_AGE_MS } : undefined,
      CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    );
    const delivered = !spam && !stored.replayed;
    if (delivered) void kickOutbox();
    return { status: "success", leadId: stored.id, spam: !delivered };
  } catch (error) {
    // Never the query's parameters: they are the visitor's personal data.
    console.error(`Lead could not be stored: ${describeDbError(error)}`);
    return { status: "error" };
  }
}
