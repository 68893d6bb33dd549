import "server-only";
import type { SiteFacts } from "@/business/site-facts";
import type { LeadRow } from "@/lib/db/schema";
import type { Email } from "@/lib/mail/smtp";
import { escapeHtml } from "@/leads/delivery/escape";

/**
 * The review request: the same words and the same link for every customer who finished a job,
 * with no reward offered and no question first about how happy they were (Google's rules forbid
 * both), and a link that stops every later request to this address.
 */
export function reviewRequestEmail(
  lead: Pick<LeadRow, "email">,
  facts: SiteFacts,
  reviewUrl: string,
  optOutUrl: string,
): Email {
  const { name } = facts.business;
  const paragraphs = [
    "Hello,",
    `Thank you for trusting ${name} with your home. If you have a minute, would you share how the project went? Homeowners in Dallas read reviews when they choose a contractor, and your honest words, good or bad, help them and us.`,
    "Write a review:",
  ];
  const stop = "Prefer not to get requests like this? Stop review requests:";
  return {
    to: lead.email,
    subject: `How did your project go? – ${name}`,
    text: `${paragraphs.join("\n\n")} ${reviewUrl}\n\n${name}\n\n${stop} ${optOutUrl}\n`,
    html: `${paragraphs
      .slice(0, 2)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(
        "",
      )}<p><a href="${escapeHtml(reviewUrl)}">Write a review</a></p><p>${escapeHtml(name)}</p><p style="font-size:12px">${escapeHtml(stop)} <a href="${escapeHtml(optOutUrl)}">stop review requests</a></p>`,
    unsubscribeUrl: optOutUrl,
  };
}
