import "server-only";
import type { SiteFacts } from "@/business";
import type { Locale } from "@/lib/i18n/locale";
import type { DeliveryRow } from "@/lib/outbox/tables";
import type { LeadRow } from "@/leads/tables";
import { sendEmail, type Email } from "@/lib/mail/smtp";
import type { ChannelSetting, ChannelSpec } from "@/lib/outbox/channel";
import { deliveryMessageId } from "@/lib/outbox/message-id";
import { getLead } from "@/leads/store";
import { deliveryConfig } from "./delivery-config";
import { factsForDeliveries } from "./sender-facts";

/** Who an e-mail is from and who the owner is, as resolved for this attempt. */
export type MailSender = { facts: SiteFacts; from: string; owner: string };

/** Makes a delivery's e-mail as things stand when it is sent, or says why none is needed now. */
export type LeadMail = (
  delivery: DeliveryRow,
  lead: LeadRow,
  sender: MailSender,
  now: Date,
) => Promise<Email | { skip: string }>;

export const smtpSetting: ChannelSetting = {
  name: "SMTP_URL",
  isSet: () => Boolean(deliveryConfig().smtpUrl),
};

/** Sends one delivery about a lead, the lead read as it is now. */
export const aboutLead =
  (send: (delivery: DeliveryRow, lead: LeadRow) => Promise<string | undefined>) =>
  async (delivery: DeliveryRow) =>
    send(delivery, await leadOf(delivery));

/**
 * An e-mail of the business about something a delivery names (a lead, an estimate…): from the
 * business (MAIL_FROM or its own address), in the homeowner's language, with one Message-ID for
 * every attempt. `load` reads the subject as it is now; `make` writes the message.
 */
export function businessMail<Item extends { language: Locale }>(
  label: string,
  load: (delivery: DeliveryRow) => Promise<Item>,
  make: (
    delivery: DeliveryRow,
    item: Item,
    sender: MailSender,
    now: Date,
  ) => Promise<Email | { skip: string }>,
  more: Partial<ChannelSpec> = {},
) {
  return {
    label,
    needs: smtpSetting,
    ...more,
    send: async (delivery: DeliveryRow) => {
      const item = await load(delivery);
      const config = deliveryConfig();
      if (!config.smtpUrl) throw new Error("SMTP_URL is not set");
      const facts = await factsForDeliveries(item.language);
      const from = config.mailFrom ?? facts.business.email;
      const owner = config.notifyTo ?? facts.business.email;
      const made = await make(delivery, item, { facts, from, owner }, new Date());
      if ("skip" in made) return made.skip;
      await sendEmail(
        config.smtpUrl,
        { address: from, name: facts.business.name },
        made,
        deliveryMessageId(delivery, from),
      );
    },
  } satisfies ChannelSpec;
}

export const leadOf = async (delivery: DeliveryRow) => {
  const lead = await getLead(delivery.subjectId);
  if (!lead) throw new Error(`Lead ${delivery.subjectId} not found`);
  return lead;
};

/** An e-mail about a lead (this concept's, or another's such as an appointment's). */
export const leadMail = (label: string, make: LeadMail, more: Partial<ChannelSpec> = {}) =>
  businessMail(label, leadOf, make, more);
