import "server-only";
import { connection } from "next/server";
import type { Payload } from "payload";
import { faqHeadings, type FaqCategory } from "@/content/faq";
import { cachedContent } from "../content-cache";
import { seededCms } from "../ready";

/**
 * The FAQ as the page shows it: every category in page order (an empty one keeps its heading,
 * which the footer's Warranty Info link targets), each with its shown entries in the admin's
 * order. Rendered per request, like every page that shows admin content.
 */
export async function faqGroups(): Promise<FaqCategory[]> {
  await connection();
  return cachedContent("faqs:groups", ["faqs"], async () => loadFaqGroups(await seededCms()));
}

export async function loadFaqGroups(payload: Payload): Promise<FaqCategory[]> {
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
      .map(({ question, answer }) => ({ question, answer })),
  }));
}
