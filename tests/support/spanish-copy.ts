import { fillPlaceholders } from "@/business/placeholders";
import type { SiteFacts } from "@/business/site-facts";
import { bookingCopyIn } from "@/bookings/copy";
import { cityPagesFor } from "@/cities/cities";
import { cityTemplateFor } from "@/cities/city-template";
import { faqHeadingsEs, faqSeedEs } from "@/faqs/faq-es";
import { faqPage } from "@/faqs/faq-page";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import { ideaPagesFor } from "@/ideas/ideas";
import { ideasIndexIn } from "@/ideas/ideas-index";
import { contactPageFor } from "@/leads/contact-page";
import { spanishFormWords } from "@/leads/form-words-es";
import { leadCopyFor } from "@/leads/notices";
import { leadMessagesEs } from "@/leads/options-es";
import { optOutCopy } from "@/leads/review-request/opt-out-copy";
import { legalLabels } from "@/legal/labels";
import { privacyPolicyFor, termsOfServiceFor } from "@/legal/legal";
import { spanishIllustrationAlts } from "@/photos/illustration-alts-es";
import { spanishRegistryAlts } from "@/photos/registry-alts-es";
import { blogCopyIn } from "@/posts/blog";
import { getAllPosts } from "@/posts/seed-articles";
import { projectFramingIn, projectLabelsIn } from "@/projects/labels";
import { wordsOfProject } from "@/projects/project-words";
import { spanishProjectsFor } from "@/projects/projects-es";
import { reviewerName, reviewWords } from "@/reviews/review-words";
import { spanishReviewText } from "@/reviews/reviews-es";
import { servicePagesFor } from "@/services/copy";
import { priceText, sizeText } from "@/business/packages";
import { spanishPackageText } from "@/services/packages-es";
import { homeFor } from "@/site/home";
import { navigationFor } from "@/site/navigation";
import { errorPage, notFoundPage } from "@/site/not-found";
import { energyPageIn, financingPageFor } from "@/tools/tool-pages";
import { toolsIn, toolsIndexIn } from "@/tools/tools";

/**
 * Every word the Spanish edition of a fresh install prints, by where it comes from, with the
 * facts filled in: page copy, the articles, the seeds the admin starts with, the fixed words.
 * Functions of the copy are called with a sample, so the sentences they build are read too.
 */
export function spanishCopy(facts: SiteFacts) {
  const city = cityTemplateFor(facts);
  return {
    home: homeFor(facts),
    // The packages as their cards print them: the size and price fields keep the admin's form.
    services: servicePagesFor(facts).map((page) => ({
      ...page,
      packages: page.packages.map((pkg) => ({
        ...pkg,
        price: priceText(pkg.price, "es"),
        ...(pkg.size ? { size: sizeText(pkg.size, "es") } : {}),
      })),
    })),
    packages: Object.values(spanishPackageText).map((packages) =>
      packages.map(({ description, features }) => ({ description, features })),
    ),
    cities: cityPagesFor(facts),
    cityTemplate: Object.fromEntries(
      Object.entries(city).map(([key, value]) => [
        key,
        typeof value === "function" ? (value as (city: string) => unknown)("Plano") : value,
      ]),
    ),
    projects: spanishProjectsFor(facts).map(wordsOfProject),
    projectWords: { framing: projectFramingIn.es, labels: projectLabelsIn.es },
    ideas: ideaPagesFor(facts),
    ideaWords: { labels: ideaPageLabelsIn.es, index: ideasIndexIn.es },
    faq: {
      page: faqPage.es,
      headings: faqHeadingsEs,
      items: faqSeedEs.map((category) => ({
        ...category,
        items: category.items.map(({ question, answer }) => ({
          question,
          answer: fillPlaceholders(facts, answer, question),
        })),
      })),
    },
    articles: getAllPosts("es").map(({ title, excerpt, body, cta, keywords }) => ({
      title,
      excerpt,
      body,
      cta: cta.label,
      keywords,
    })),
    blog: {
      ...blogCopyIn.es,
      feedDescription: blogCopyIn.es.feedDescription(facts.business.name),
      byline: blogCopyIn.es.byline(facts.business.name),
    },
    reviews: {
      text: spanishReviewText.map((review) => ({
        ...review,
        name: reviewerName(review.name, "es"),
      })),
      words: reviewWords.es.carousel,
    },
    legal: {
      privacy: privacyPolicyFor(facts),
      terms: termsOfServiceFor(facts),
      labels: legalLabels.es,
    },
    tools: {
      tools: toolsIn.es,
      index: toolsIndexIn.es,
      energy: energyPageIn.es,
      financing: financingPageFor(facts),
    },
    contact: contactPageFor(facts),
    form: { notices: leadCopyFor(facts), words: spanishFormWords, messages: leadMessagesEs },
    booking: bookingCopyIn.es,
    optOut: optOutCopy.es,
    navigation: navigationFor("es"),
    errors: { notFound: notFoundPage.es, error: errorPage.es.text("abc123") },
    photos: { illustrations: spanishIllustrationAlts, registry: spanishRegistryAlts },
  };
}
