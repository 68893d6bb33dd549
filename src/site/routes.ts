import type { MetadataRoute } from "next";
import { cityPath, citySlugs } from "@/business";
import { blogPath, postRules } from "@/posts";
import { ideaPath, ideaSlugs } from "@/ideas";
import { projectPath, projectRules } from "@/projects";
import { servicePath, services } from "@/services";
import { tools } from "@/tools";
import { breadcrumbList, type Crumb } from "@/lib/seo/json-ld";
import { absoluteUrl, editionAlternates } from "@/lib/seo/metadata";
import { localePath, locales, type Locale } from "@/lib/i18n/locale";

type SiteRoute = {
  path: string;
  changeFrequency: NonNullable<MetadataRoute.Sitemap[number]["changeFrequency"]>;
  priority: number;
  lastModified?: string;
  /** The editions the page is in: both, but for an admin page that lacks its Spanish yet. */
  editions: readonly Locale[];
};

/** The pages the owner decides on in the admin: shown projects and published articles. */
export type AdminPages = {
  projects: readonly string[];
  posts: readonly { slug: string; dateModified: string }[];
  /** Of those, the ones written in Spanish too (the others have an English page only). */
  inSpanish?: { projects: readonly string[]; posts: readonly string[] };
};

const bothEditions = { editions: locales };

/**
 * Every public page of the site, in one list: the sitemap is built from it and the browser
 * tests walk it, so a page that exists but is missing here (or the reverse) is caught.
 */
export function siteRoutes(admin: AdminPages): SiteRoute[] {
  const editionsOf = (slug: string, spanish: readonly string[] | undefined) => ({
    editions: spanish?.includes(slug) ? locales : (["en"] as const),
  });
  const routes: Omit<SiteRoute, "editions">[] = [
    { path: "/", changeFrequency: "weekly", priority: 1 },
    ...services.map((s) => ({
      path: servicePath(s.slug),
      changeFrequency: "monthly" as const,
      priority: 0.9,
    })),
    ...citySlugs.map((slug) => ({
      path: cityPath(slug),
      changeFrequency: "monthly" as const,
      priority: 0.8,
    })),
    { path: "/ideas", changeFrequency: "monthly", priority: 0.7 },
    ...ideaSlugs.map((slug) => ({
      path: ideaPath(slug),
      changeFrequency: "monthly" as const,
      priority: 0.6,
      lastModified: "2024-01-01",
    })),
    ...admin.projects.map((slug) => ({
      path: projectPath(slug),
      changeFrequency: "yearly" as const,
      priority: 0.6,
      ...editionsOf(slug, admin.inSpanish?.projects),
    })),
    { path: "/faq", changeFrequency: "monthly", priority: 0.6 },
    { path: "/resources", changeFrequency: "weekly", priority: 0.7 },
    ...admin.posts.map((post) => ({
      path: blogPath(post.slug),
      changeFrequency: "monthly" as const,
      priority: 0.6,
      lastModified: post.dateModified,
      ...editionsOf(post.slug, admin.inSpanish?.posts),
    })),
    { path: "/tools", changeFrequency: "yearly", priority: 0.5 },
    ...tools.map((tool) => ({
      path: tool.path,
      changeFrequency: "yearly" as const,
      priority: 0.5,
    })),
    { path: "/contact", changeFrequency: "yearly", priority: 0.9 },
    {
      path: "/privacy-policy",
      changeFrequency: "yearly",
      priority: 0.2,
      lastModified: "2024-01-01",
    },
    {
      path: "/terms-of-service",
      changeFrequency: "yearly",
      priority: 0.2,
      lastModified: "2024-01-01",
    },
  ];
  return routes.map((route) => ({ ...bothEditions, ...route }));
}

/** A page the admin may create: a project's or an article's address, whatever the owner named it. */
export function isAdminPagePath(path: string): boolean {
  const [, family, slug] = /^\/(projects|blog)\/(.+)$/.exec(path) ?? [];
  const rule = family === "projects" ? projectRules.slug : postRules.slug;
  return Boolean(family && rule.safeParse(slug).success);
}

/**
 * Each page once per edition it is in; a page in both names its twin (and the English page as
 * the default for any other language), as its own head does.
 */
export function sitemapEntries(routes: readonly SiteRoute[]): MetadataRoute.Sitemap {
  return routes.flatMap((route) => {
    const languages = editionAlternates(route.path, route.editions);
    const twins = languages
      ? {
          alternates: {
            languages: Object.fromEntries(
              Object.entries(languages).map(([lang, path]) => [lang, absoluteUrl(path)]),
            ),
          },
        }
      : {};
    return route.editions.map((locale) => ({
      url: absoluteUrl(localePath(locale, route.path)),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      ...(route.lastModified ? { lastModified: route.lastModified } : {}),
      ...twins,
    }));
  });
}

let routePaths: ReadonlySet<string> | undefined;

/** A breadcrumb must lead to a real page; a hash link or a missing route fails the build. */
function assertRoute(path: string): void {
  routePaths ??= new Set(siteRoutes({ projects: [], posts: [] }).map((route) => route.path));
  if (!routePaths.has(path) && !isAdminPagePath(path)) {
    throw new Error(`Breadcrumb path "${path}" is not a page in src/site/routes.ts`);
  }
}

/**
 * The breadcrumb trail's JSON-LD, each crumb checked to be a page of this site, its links in the
 * trail's edition.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[], home?: Crumb, locale: Locale = "en") {
  for (const crumb of trail) assertRoute(crumb.path);
  const inEdition = (crumb: Crumb) => ({ ...crumb, path: localePath(locale, crumb.path) });
  return breadcrumbList(trail.map(inEdition), home && inEdition(home));
}
