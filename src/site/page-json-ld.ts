import type { SiteFacts } from "@/business";
import type { BlogPost } from "@/posts";
import { type CityPage, cityTemplateFor } from "@/cities";
import { homeFor } from "@/site/home";
import { ideaPath, type IdeaPage } from "@/ideas";
import { getImage } from "@/photos";
import { projectPath, type ProjectStory } from "@/projects";
import {
  servicePath,
  serviceTitle,
  servicePageLabels,
  type ServiceSlug,
  type ServicePage,
} from "@/services";
import type { Tool } from "@/tools";
import { ogImagePath } from "@/lib/seo/metadata";
import { pageJsonLd, serviceNode, webApplicationNode, webSiteNode } from "@/site/json-ld-nodes";
import {
  articleNode,
  blogPostingNode,
  faqPageNode,
  howToNode,
  type JsonLd,
} from "@/lib/seo/json-ld";

/*
 * One builder per page type, reading the same content the page renders, so the markup names
 * what the visitor sees: the same headings, cards, prices, steps and images.
 */

/** Kitchen and bathroom pages carry HowTo markup of the steps they show (decisions.md §6). */
const howToServices: readonly ServiceSlug[] = ["kitchen-remodeling", "bathroom-remodeling"];

/** The home page shows the rating and the six service cards. */
export const homePageJsonLd = (facts: SiteFacts): JsonLd[] =>
  pageJsonLd(facts, [webSiteNode(facts)], {
    rating: true,
    serviceCards: { heading: homeFor(facts).services.heading },
  });

/** A city page shows the rating and the same six service cards, offered in its city. */
export const cityPageJsonLd = (facts: SiteFacts, page: CityPage): JsonLd[] =>
  pageJsonLd(facts, [], {
    rating: true,
    serviceCards: { heading: cityTemplateFor(facts).servicesHeading(page.city), city: page.city },
  });

export function servicePageJsonLd(facts: SiteFacts, page: ServicePage): JsonLd[] {
  const name = serviceTitle(page.slug, facts.locale);
  const path = servicePath(page.slug);
  return pageJsonLd(facts, [
    serviceNode({
      name,
      packagesName: servicePageLabels[facts.locale].packagesHeading(name),
      description: page.hero.intro,
      path,
      packages: page.packages,
    }),
    ...(howToServices.includes(page.slug)
      ? [
          howToNode({
            name: page.process.heading,
            description: page.process.intro,
            path,
            steps: page.process.steps,
          }),
        ]
      : []),
  ]);
}

/** Idea pages print no date or byline, so the article carries neither. */
export const ideaPageJsonLd = (facts: SiteFacts, idea: IdeaPage): JsonLd[] =>
  pageJsonLd(facts, [
    articleNode({
      headline: idea.title,
      description: idea.intro,
      path: ideaPath(idea.slug),
      imagePath: getImage(idea.card.imageId).src,
    }),
  ]);

/** Case studies print no date or byline, so the article carries neither. */
export const projectPageJsonLd = (facts: SiteFacts, project: ProjectStory): JsonLd[] =>
  pageJsonLd(facts, [
    articleNode({
      headline: project.title,
      description: project.summary,
      path: projectPath(project.slug),
      // Without a photo, the page's share card stands in.
      imagePath: project.photo?.src ?? ogImagePath("project", facts.locale),
    }),
  ]);

export const blogPostJsonLd = (facts: SiteFacts, post: BlogPost): JsonLd[] =>
  pageJsonLd(facts, [
    blogPostingNode({
      headline: post.title,
      description: post.excerpt,
      path: post.path,
      imagePath: post.hero?.src ?? ogImagePath("article", facts.locale),
      dates: { published: post.date, modified: post.dateModified },
      byline: facts.business.editorialAuthor,
    }),
  ]);

export const faqPageJsonLd = (
  facts: SiteFacts,
  items: readonly { question: string; answer: string }[],
): JsonLd[] => pageJsonLd(facts, [faqPageNode(items)]);

export const toolPageJsonLd = (
  facts: SiteFacts,
  tool: Tool,
  page: { intro: string; category: "FinanceApplication" | "UtilitiesApplication" },
): JsonLd[] =>
  pageJsonLd(facts, [
    webApplicationNode({
      name: tool.title,
      description: page.intro,
      path: tool.path,
      category: page.category,
      locale: facts.locale,
    }),
  ]);
