import "server-only";
import type { Payload } from "payload";
import { faqSeed } from "./faq";
import { faqSeedEs } from "./faq-es";
import { seedSpanishSide } from "@/lib/cms/spanish-seed";

/**
 * The Spanish side of each seeded FAQ entry (faq-es.ts, entry for entry): written once, only onto
 * an entry whose English is still the seed's and whose Spanish side is empty.
 */
export async function seedSpanishFaqs(payload: Payload) {
  for (const [at, category] of faqSeed.entries()) {
    const spanish = faqSeedEs[at];
    if (spanish?.id !== category.id)
      throw new Error(`faq-es.ts: category ${at} is not ${category.id}`);
    for (const [index, item] of category.items.entries()) {
      const words = spanish.items[index];
      if (!words) continue;
      await seedSpanishSide(
        payload,
        "faqs",
        {
          where: { question: { equals: item.question } },
          unchanged: (faq) => faq.answer === item.answer,
          written: (faq) => Boolean(faq.question),
        },
        () => words,
      );
    }
  }
}
