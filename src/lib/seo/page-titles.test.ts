import { describe, expect, it } from "vitest";
import { brandedTitle, MAX_TITLE_LENGTH } from "./metadata";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { bookingCopyIn } from "@/bookings/copy";
import { cityPagesFor } from "@/cities/cities";
import { cityTemplateFor } from "@/cities/city-template";
import { faqPage } from "@/faqs/faq-page";
import { ideaPagesFor } from "@/ideas/ideas";
import { ideasIndexIn } from "@/ideas/ideas-index";
import { contactPageFor } from "@/leads/contact-page";
import { optOutCopy } from "@/leads/review-request/opt-out-copy";
import { privacyPolicyFor, termsOfServiceFor } from "@/legal/legal";
import { locales } from "@/lib/i18n/locale";
import { blogCopyIn } from "@/posts/blog";
import { getAllPosts } from "@/posts/seed-articles";
import { projectsFor } from "@/projects/projects";
import { spanishProjectsFor } from "@/projects/projects-es";
import { servicePagesFor } from "@/services/copy";
import { notFoundPage } from "@/site/not-found";
import { toolsIn, toolsIndexIn } from "@/tools/tools";

describe("every page's search title, in both editions", () => {
  for (const locale of locales) {
    const facts = defaultSiteFactsIn[locale];
    const city = cityTemplateFor(facts);
    const titles = [
      ...cityPagesFor(facts).map((page) => city.metaTitle(page.city)),
      ...servicePagesFor(facts).map((page) => page.metaTitle),
      ...(locale === "en" ? projectsFor(facts) : spanishProjectsFor(facts)).map((p) => p.metaTitle),
      ...ideaPagesFor(facts).map((page) => page.metaTitle),
      ...toolsIn[locale].map((tool) => tool.metaTitle),
      ...getAllPosts(locale).map((post) => post.title),
      toolsIndexIn[locale].metaTitle,
      blogCopyIn[locale].metaTitle,
      privacyPolicyFor(facts).title,
      termsOfServiceFor(facts).title,
      contactPageFor(facts).metaTitle,
      faqPage[locale].metaTitle,
      bookingCopyIn[locale].title,
      optOutCopy[locale].title,
      ideasIndexIn[locale].metaTitle,
      notFoundPage[locale].title,
    ];

    it(`fits in ${locale} without being cut off with "…"`, () => {
      const cut = titles
        .map((title) => brandedTitle(title, facts.business.name))
        .filter((title) => title.includes("…"));
      expect(cut).toEqual([]);
      for (const title of titles)
        expect(brandedTitle(title, facts.business.name).length).toBeLessThanOrEqual(
          MAX_TITLE_LENGTH,
        );
    });
  }
});
