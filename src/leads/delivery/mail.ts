import "server-only";
import type { BookingOffer } from "@/leads/contact-state";
import { greetingLine } from "@/leads/greeting-name";
import type { SiteFacts } from "@/business";
import type { LeadRow } from "@/leads/tables";
import type { Email } from "@/lib/mail/smtp";
import { escapeHtml } from "@/lib/html/escape";
import { leadCopyFor } from "../notices";
import { optionLabel } from "../options";
import { languageNote, leadLanguageLabels } from "../admin/lead-language";
import type { Localized } from "@/lib/i18n/locale";

/** Label → value pairs of a lead, in the order the owner wants to read them. */
export function leadFieldsForOwner(lead: LeadRow): [string, string][] {
  return [
    ["Name", lead.fullName],
    ["Language", leadLanguageLabels[lead.language]],
    ["Phone", lead.phone],
    ["E-mail", lead.email],
    ["Project address", lead.projectAddress],
    ["City", lead.city],
    ["Services", lead.serviceTypes.join(", ")],
    ["Budget", lead.budgetRange],
    ["Preferred start", lead.startDate ?? "Not given"],
    ["Description", lead.projectDescription ?? "Not given"],
    ["Heard about us", lead.hearAboutUs ?? "Not given"],
    ["Landing page", lead.landingPage ?? "Unknown"],
    ["Referrer", lead.referrer ?? "None"],
    [
      "Campaign",
      [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ") || "None",
    ],
    ["Form page", lead.formPage ?? "Unknown"],
    [
      "Consent",
      `${lead.consentText} (given ${lead.consentAt} from ${lead.clientIp ?? "unknown IP"})`,
    ],
  ];
}

const htmlTable = (rows: [string, string][]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;

/** " – Prefers Spanish" after a subject or a heading, for a lead from the Spanish pages. */
const languageSuffix = (lead: LeadRow) => {
  const note = languageNote(lead.language);
  return note ? ` – ${note}` : "";
};

/**
 * The owner's notification. The subject holds only the lead number, a city from a fixed list and
 * whether to answer in Spanish, first, where the owner reads it before calling.
 */
export function ownerNotification(lead: LeadRow, to: string): Email {
  const rows = leadFieldsForOwner(lead);
  const heading = `New estimate request #${lead.id}${languageSuffix(lead)}`;
  return {
    to,
    replyTo: lead.email,
    subject: `New estimate request #${lead.id} (${lead.city})${languageSuffix(lead)}`,
    text: `${heading}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n`,
    html: `<p><strong>${escapeHtml(heading)}</strong></p>${htmlTable(rows)}`,
  };
}

/**
 * The "Still waiting" reminder to the owner's inbox: who to call, and the way into the admin. Like
 * the notification, its subject names only the lead's number and city.
 */
export function ownerReminder(lead: LeadRow, to: string, waited: string, adminUrl: string): Email {
  const rows: [string, string][] = [
    ["Name", lead.fullName],
    ["Language", leadLanguageLabels[lead.language]],
    ["Phone", lead.phone],
    ["City", lead.city],
    ["Services", lead.serviceTypes.join(", ")],
    ["Budget", lead.budgetRange],
    ["Waiting", `${waited} of opening hours`],
  ];
  const intro = `Nobody has answered estimate request #${lead.id} yet. A call now is worth more than one tomorrow.`;
  return {
    to,
    replyTo: lead.email,
    subject: `Still waiting: estimate request #${lead.id} (${lead.city}), ${waited}${languageSuffix(lead)}`,
    text: `${intro}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\nOpen it: ${adminUrl}\n`,
    html: `<p><strong>${escapeHtml(intro)}</strong></p>${htmlTable(rows)}<p><a href="${escapeHtml(adminUrl)}">Open the lead</a></p>`,
  };
}

/**
 * The homeowner's confirmation, sent from the business's own address. It repeats nothing the
 * visitor typed but a short first name, and only choices from fixed lists: whoever enters
 * someone else's address cannot make the site carry their words (decisions.md §5.5).
 */
const confirmationWords: Localized<{
  summary: [services: string, city: string, budget: string];
  call: (business: SiteFacts["business"]) => string;
  subject: (name: string) => string;
}> = {
  en: {
    summary: ["Services", "City", "Budget"],
    call: ({ phone, hours }) =>
      `Questions in the meantime? Call us at ${phone.display} (${hours.display}).`,
    subject: (name) => `We received your request – ${name}`,
  },
  es: {
    summary: ["Servicios", "Ciudad", "Rango de presupuesto"],
    call: ({ phone, hours }) =>
      `¿Tiene preguntas mientras tanto? Llámenos al ${phone.display} (${hours.display}).`,
    subject: (name) => `Recibimos su solicitud – ${name}`,
  },
};

/**
 * The homeowner's confirmation, sent from the business's own address, in the language of the
 * form they sent (the facts passed are that edition's). It repeats nothing the visitor typed but
 * a short first name, and only choices from fixed lists: whoever enters someone else's address
 * cannot make the site carry their words (decisions.md §5.5).
 */
export function homeownerConfirmation(
  lead: LeadRow,
  facts: SiteFacts,
  booking?: BookingOffer,
): Email {
  const { business, locale } = facts;
  const words = confirmationWords[locale];
  const { title, text } = leadCopyFor(facts).notices.success;
  const label = (value: string) => optionLabel(value, locale);
  const [services, city, budget] = words.summary;
  const summary: [string, string][] = [
    [services, lead.serviceTypes.map(label).join(", ")],
    [city, lead.city],
    [budget, label(lead.budgetRange)],
  ];
  const greeting = greetingLine(lead.fullName, locale);
  const call = words.call(business);
  const book = booking ? `${booking.label}: ${booking.href}\n\n` : "";
  const bookHtml = booking
    ? `<p><a href="${escapeHtml(booking.href)}">${escapeHtml(booking.label)}</a></p>`
    : "";
  return {
    to: lead.email,
    subject: words.subject(business.name),
    text: `${greeting}\n\n${title} ${text}\n\n${book}${summary.map(([l, v]) => `${l}: ${v}`).join("\n")}\n\n${call}\n\n${business.name}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(`${title} ${text}`)}</p>${bookHtml}${htmlTable(summary)}<p>${escapeHtml(call)}</p><p>${escapeHtml(business.name)}</p>`,
  };
}
