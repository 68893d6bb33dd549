import "server-only";
import type { Payload } from "payload";
import { filledOrAsWritten, type SiteFacts } from "@/business";
import type { Locale, Localized } from "@/lib/i18n/locale";
import { faqHeadings, type FaqCategory } from "@/faqs/faq";
import { faqHeadingsEs } from "@/faqs/faq-es";
import { factsOf } from "@/site/server";
import { cachedContent } from "@/lib/cms/content-cache";
import { seededCms } from "@/lib/cms/ready";

/** The categories' headings in each edition: fixed in code, the same ids and order. */
const headingsIn: Localized<readonly Omit<FaqCategory, "items">[]> = {
  en: faqHeadings,
  es: faqHeadingsEs,
};

/**
 * The FAQ as the page shows it: every category in page order (an empty one keeps its heading,
 * which the footer's Warranty Info link targets), each with its shown entries in the admin's
 * order, their {{placeholders}} filled. Each edition is kept under its own key.
 */
export function faqGroups(locale: Locale = "en"): Promise<FaqCategory[]> {
  // The answers quote the business facts and prices, so a change to those empties this too.
  return cachedContent(
    `faqs:groups:${locale}`,
    ["faqs", "business", "services"],
    async () => {
      const payload = await seededCms();
      return loadFaqGroups(payload, await factsOf(payload, locale));
    },
    headingsIn[locale].map((heading) => ({ ...heading, items: [] })),
  );
}

/** The shown entries in the facts' edition; one not yet written in it is left out. */
export async function loadFaqGroups(payload: Payload, facts: SiteFacts): Promise<FaqCategory[]> {
  // The locale named and no request passed: a request's locale would be switched by the read.
  const { docs } = await payload.find({
    collection: "faqs",
    locale: facts.locale,
    where: { shown: { equals: true } },
    sort: "_order",
    limit: 0,
    depth: 0,
    overrideAccess: false,
  });
  return headingsIn[facts.locale].map((heading) => ({
    ...heading,
    items: docs
      .filter((doc) => doc.category === heading.id)
      // Without a fallback, an entry lacking this edition's words reads back without them.
      .filter((doc) => doc.question?.trim() && doc.answer?.trim())
      .map(({ question, answer }) => ({ question, answer: filledOrAsWritten(facts, answer) })),
  }));
}
