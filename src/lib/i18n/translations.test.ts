import { describe, expect, it } from "vitest";
import { englishWordsIn, stringsIn } from "./english-leftovers";
import type { Locale, Localized } from "./locale";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { bookingCopyIn } from "@/bookings/copy";
import { faqPage } from "@/faqs/faq-page";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import { ideasIndexIn } from "@/ideas/ideas-index";
import { contactPageFor } from "@/leads/contact-page";
import { leadCopyFor } from "@/leads/notices";
import { optOutCopy } from "@/leads/review-request/opt-out-copy";
import { legalLabels } from "@/legal/labels";
import { blogCopyIn } from "@/posts/blog";
import { projectFramingIn, projectLabelsIn } from "@/projects/labels";
import { reviewWords } from "@/reviews/review-words";
import { homeFor } from "@/site/home";
import { navigationFor } from "@/site/navigation";
import { errorPage, notFoundPage } from "@/site/not-found";
import { ogWords } from "@/site/og-words";
import { energyPageIn } from "@/tools/tool-pages";
import { toolsIn, toolsIndexIn } from "@/tools/tools";

/**
 * The words of every page of an edition, by the module that holds them: the chrome, the error
 * pages, the form and its notices, and each concept's fixed words and copy.
 */
const uiStrings = (locale: Locale) => {
  const facts = defaultSiteFactsIn[locale];
  const records: Record<string, Localized<unknown>> = {
    notFound: notFoundPage,
    faqPage,
    ideaLabels: ideaPageLabelsIn,
    ideasIndex: ideasIndexIn,
    optOut: optOutCopy,
    legal: legalLabels,
    blog: blogCopyIn,
    projectFraming: projectFramingIn,
    projectLabels: projectLabelsIn,
    reviews: reviewWords,
    energy: energyPageIn,
    tools: toolsIn,
    toolsIndex: toolsIndexIn,
    booking: bookingCopyIn,
    socialImages: ogWords,
  };
  return {
    ...Object.fromEntries(Object.entries(records).map(([name, words]) => [name, words[locale]])),
    navigation: navigationFor(locale),
    error: { ...errorPage[locale], text: errorPage[locale].text("abc123") },
    home: homeFor(facts),
    contact: contactPageFor(facts),
    form: leadCopyFor(facts),
  };
};

/** Where a string sits, for the strings that are words (not ids, paths or languages). */
const wordsOf = (locale: Locale) =>
  stringsIn(uiStrings(locale)).filter(
    ({ at, text }) =>
      !/\.(id|href|lang|hrefLang|slug|path|value|icon|imageId)$/.test(at) && /\p{L}/u.test(text),
  );

describe("every UI string in both languages", () => {
  it("finds English words in English and none in Spanish", () => {
    expect(englishWordsIn("Get your free estimate")).toEqual(["your", "free", "estimate"]);
    expect(englishWordsIn("Pida su presupuesto gratuito en Dallas")).toEqual([]);
  });

  it("has a Spanish string for every English one, at the same place", () => {
    const spanish = new Set(wordsOf("es").map(({ at }) => at));
    // The Spanish may say more (the legal pages' note that the English text governs), not less.
    expect(wordsOf("en").filter(({ at }) => !spanish.has(at))).toEqual([]);
  });

  it("writes no Spanish string empty or in English", () => {
    const spanish = wordsOf("es");
    expect(spanish.filter(({ text }) => text.trim() === "")).toEqual([]);
    expect(spanish.filter(({ text }) => englishWordsIn(text).length > 0)).toEqual([]);
  });

  it("leaves no English sentence untranslated", () => {
    const english = new Map(wordsOf("en").map(({ at, text }) => [at, text]));
    const same = wordsOf("es").filter(
      ({ at, text }) => english.get(at) === text && englishWordsIn(text).length > 0,
    );
    expect(same).toEqual([]);
  });
});
