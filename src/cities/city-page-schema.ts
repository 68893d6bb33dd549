import { z } from "zod";
import { citySlugs } from "@/business";
import { services, type ServiceSlug } from "@/services";

/**
 * What a city page is in either edition: the English pages (cities.ts) and the Spanish ones
 * (cities-es.ts) are written to this shape, and cities.ts parses each edition's seven with it.
 */
const MIN_OWN_WORDS = 450;

const text = z.string().trim().min(3);
const sentence = z.string().trim().min(40);
const wordsIn = (value: string) => value.split(/\s+/).filter(Boolean).length;

export const cityPageSchema = z
  .strictObject({
    slug: z.enum(citySlugs),
    city: text,
    county: z
      .string()
      .trim()
      .regex(/Count(y|ies)$/),
    heroIntro: sentence,
    neighborhoods: z.strictObject({
      heading: text,
      intro: sentence,
      items: z
        .array(z.strictObject({ name: text, note: sentence }))
        .min(4)
        .max(6),
    }),
    housingStock: z.strictObject({ heading: text, paragraphs: z.array(sentence).min(2).max(3) }),
    permits: z.strictObject({ heading: text, text: sentence }),
    localProject: z.strictObject({
      heading: text,
      title: text,
      neighborhood: text,
      text: sentence.refine(
        (value) => wordsIn(value) >= 90 && wordsIn(value) <= 140,
        "90-140 words",
      ),
      serviceSlug: z.custom<ServiceSlug>(
        (value) => typeof value === "string" && services.some((service) => service.slug === value),
        "Unknown service slug",
      ),
    }),
    closingBullets: z.array(text).length(4),
    faqs: z.array(z.strictObject({ question: text, answer: sentence })).length(2),
  })
  .superRefine((page, ctx) => {
    if (!page.neighborhoods.items.some((item) => item.name === page.localProject.neighborhood)) {
      ctx.addIssue({
        code: "custom",
        message: "localProject.neighborhood must be one of the listed neighborhoods",
      });
    }
    if (wordsIn(ownText(page).join(" ")) < MIN_OWN_WORDS) {
      ctx.addIssue({
        code: "custom",
        message: `A city page needs at least ${MIN_OWN_WORDS} words of its own text`,
      });
    }
  });

export type CityPage = z.infer<typeof cityPageSchema>;

type OwnTextSource = Pick<
  CityPage,
  "heroIntro" | "neighborhoods" | "housingStock" | "permits" | "localProject" | "faqs"
>;

/** The text that must be unique to a city: everything except headings and the closing bullets. */
function ownText(page: OwnTextSource): string[] {
  return [
    page.heroIntro,
    page.neighborhoods.intro,
    ...page.neighborhoods.items.flatMap((item) => [item.name, item.note]),
    ...page.housingStock.paragraphs,
    page.permits.text,
    page.localProject.title,
    page.localProject.text,
    ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}

/** An edition's seven pages: in citySlugs order, no neighborhood listed on two of them. */
export const cityPageSet = z
  .array(cityPageSchema)
  .length(citySlugs.length)
  .superRefine((all, ctx) => {
    all.forEach((page, index) => {
      if (page.slug !== citySlugs[index]) {
        ctx.addIssue({
          code: "custom",
          message: `City pages must follow citySlugs order; found ${page.slug} at ${index}`,
        });
      }
    });
    const names = all.flatMap((page) =>
      page.neighborhoods.items.map((item) => item.name.toLowerCase()),
    );
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: "custom", message: "Two city pages list the same neighborhood" });
    }
  });
