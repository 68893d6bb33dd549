import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from "payload";
import type { Locale } from "@/lib/i18n/locale";
import { faqAnswerProblem, faqHeadings, faqQuestionProblem } from "@/faqs/faq";
import { faqHeadingsEs } from "@/faqs/faq-es";
import { placeholderHint, placeholderProblem } from "@/business";
import { factsFor } from "@/site/server";
import { publicContent } from "@/lib/cms/public-content";
import { refuseField } from "@/lib/cms/validation";

/** Checked by the rules of the side being written: English or Spanish. */
const checked =
  (problem: (text: string, locale: Locale) => string | null) =>
  (value: unknown, { req }: { req: PayloadRequest }) =>
    problem(typeof value === "string" ? value : "", req.locale === "es" ? "es" : "en") ?? true;

/** A {{placeholder}} the site cannot fill would show as typed: refused with its reason. */
const checkPlaceholders: CollectionBeforeChangeHook = async ({ data, req }) => {
  const problem =
    typeof data.answer === "string"
      ? placeholderProblem(await factsFor(req), data.answer, "The answer")
      : null;
  if (problem) refuseField(req, "faqs", "answer", problem);
  return data;
};

const { access, hooks } = publicContent("faqs", { paths: ["/faq"] });

const titlesById = (headings: readonly { id: string; title: string }[]) =>
  Object.fromEntries(headings.map(({ id, title }) => [id, title]));

/** The list names each category in the language of the texts it shows. */
const categoryCell = {
  path: "/components/layout/admin-edition-option-cell#AdminEditionOptionCell",
  clientProps: { labels: { en: titlesById(faqHeadings), es: titlesById(faqHeadingsEs) } },
};

/**
 * The questions and answers of /faq, by category, in the admin's order. Anyone may read the
 * shown ones (they are also the page's FAQPage structured data); only signed-in people change
 * anything. The categories and their introductions stay in the content module.
 */
export const Faqs: CollectionConfig = {
  slug: "faqs",
  labels: { singular: "FAQ entry", plural: "FAQ" },
  orderable: true,
  admin: {
    useAsTitle: "question",
    defaultColumns: ["question", "category", "shown"],
    group: "Content",
    description:
      "The questions on the FAQ page, in this order within each category (drag to reorder). Search engines read them too.",
  },
  access,
  hooks: { ...hooks, beforeChange: [checkPlaceholders] },
  fields: [
    {
      name: "category",
      type: "select",
      label: "Category",
      required: true,
      options: faqHeadings.map(({ id, title }) => ({ label: title, value: id })),
      admin: { components: { Cell: categoryCell } },
    },
    {
      name: "question",
      localized: true,
      type: "text",
      label: "Question",
      required: true,
      validate: checked(faqQuestionProblem),
    },
    {
      name: "answer",
      localized: true,
      type: "textarea",
      label: "Answer",
      required: true,
      validate: checked(faqAnswerProblem),
      admin: {
        description: placeholderHint(
          "Plain text, 40 to 120 words (up to 140 in Spanish), as one paragraph. Quote a business fact or price as a placeholder, like articles do: it prints the whole phrase and stays right when the fact changes:",
          [
            "call {{phone}}",
            "{{years}} of experience",
            "from {{startingPrice:kitchen-remodeling}}",
          ],
        ),
      },
    },
    { name: "shown", type: "checkbox", label: "Shown on the site", defaultValue: true },
  ],
};
