import "server-only";
import type { Payload } from "payload";
import type { SiteFacts } from "@/business/site-facts";
import { faqHeadings, type FaqCategory } from "@/faqs/faq";
import { filledOrAsWritten } from "@/business/placeholders";
import { factsOf } from "@/business/stored-facts";
import { cachedContent } from "@/lib/cms/content-cache";
import { seededCms } from "@/lib/cms/ready";

/**
 * The FAQ as the page shows it: every category in page order (an empty one keeps its heading,
 * which the footer's Warranty Info link targets), each with its shown entries in the admin's
 * order, their {{placeholders}} filled.
 */
export function faqGroups(): Promise<FaqCategory[]> {
  // The answers quote the business facts and prices, so a change to those empties this too.
  return cachedContent(
    "faqs:groups",
    ["faqs", "business", "services"],
    async () => {
      const payload = await seededCms();
      return loadFaqGroups(payload, await factsOf(payload));
    },
    faqHeadings.map((heading) => ({ ...heading, items: [] })),
  );
}

export async function loadFaqGroups(payload: Payload, facts: SiteFacts): Promise<FaqCategory[]> {
  const { docs } = await payload.find({
    collection: "faqs",
    where: { shown: { equals: true } },
    sort: "_order",
    limit: 0,
    depth: 0,
    overrideAccess: false,
  });
  return faqHeadings.map((heading) => ({
    ...heading,
    items: docs
      .filter((doc) => doc.category === heading.id)
      .map(({ question, answer }) => ({ question, answer: filledOrAsWritten(facts, answer) })),
  }));
}
