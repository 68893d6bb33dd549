import "server-only";
import type { SiteFacts } from "@/business";
import type { LeadRow } from "@/leads/tables";
import type { Localized } from "@/lib/i18n/locale";
import type { Email } from "@/lib/mail/smtp";
import { escapeHtml } from "@/lib/html/escape";

type ReviewWords = {
  greeting: string;
  ask: (name: string) => string;
  write: { lead: string; link: string };
  stop: { lead: string; link: string };
  subject: (name: string) => string;
};

const reviewWords: Localized<ReviewWords> = {
  en: {
    greeting: "Hello,",
    ask: (name) =>
      `Thank you for trusting ${name} with your home. If you have a minute, would you share how the project went? Homeowners in Dallas read reviews when they choose a contractor, and your honest words, good or bad, help them and us.`,
    write: { lead: "Write a review:", link: "Write a review" },
    stop: {
      lead: "Prefer not to get requests like this? Stop review requests:",
      link: "stop review requests",
    },
    subject: (name) => `How did your project go? – ${name}`,
  },
  es: {
    greeting: "Hola:",
    ask: (name) =>
      `Gracias por confiarle su casa a ${name}. Si tiene un minuto, ¿nos cuenta cómo le fue con el proyecto? Los propietarios de Dallas leen las reseñas cuando eligen a un contratista, y sus comentarios sinceros, buenos o malos, son una ayuda para ellos y para nosotros.`,
    write: { lead: "Escriba una reseña:", link: "Escribir una reseña" },
    stop: {
      lead: "¿Prefiere no recibir mensajes como este? Deje de recibir solicitudes de reseña:",
      link: "dejar de recibir solicitudes de reseña",
    },
    subject: (name) => `¿Cómo le fue con su proyecto? – ${name}`,
  },
};

/**
 * The review request: the same words and the same link for every customer who finished a job,
 * with no reward offered and no question first about how happy they were (Google's rules forbid
 * both), and a link that stops every later request to this address. In the language of the
 * facts passed, which are the lead's (the outbox reads them in the lead's language).
 */
export function reviewRequestEmail(
  lead: Pick<LeadRow, "email">,
  facts: SiteFacts,
  reviewUrl: string,
  optOutUrl: string,
): Email {
  const { name } = facts.business;
  const words = reviewWords[facts.locale];
  const paragraphs = [words.greeting, words.ask(name), words.write.lead];
  const stop = words.stop.lead;
  return {
    to: lead.email,
    subject: words.subject(name),
    text: `${paragraphs.join("\n\n")} ${reviewUrl}\n\n${name}\n\n${stop} ${optOutUrl}\n`,
    html: `${paragraphs
      .slice(0, 2)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(
        "",
      )}<p><a href="${escapeHtml(reviewUrl)}">${escapeHtml(words.write.link)}</a></p><p>${escapeHtml(name)}</p><p style="font-size:12px">${escapeHtml(stop)} <a href="${escapeHtml(optOutUrl)}">${escapeHtml(words.stop.link)}</a></p>`,
    unsubscribeUrl: optOutUrl,
  };
}
