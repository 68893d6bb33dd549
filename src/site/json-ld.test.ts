import { describe, expect, it } from "vitest";
import { cityPath, serviceAreas } from "@/business/facts";
import { getAllPosts } from "@/posts/seed-articles";
import { cityPagesFor } from "@/cities/cities";
import { cityTemplateFor } from "@/cities/city-template";
import { allFaqItems } from "@/faqs/faq";
import { homeFor } from "@/site/home";
import { ideaPagesFor, ideaPath } from "@/ideas/ideas";
import { projectPath, projectsFor } from "@/projects/projects";
import { servicePath, services } from "@/services/catalog";
import { servicePagesFor } from "@/services/copy";
import { tools, toolsIn } from "@/tools/tools";
import { serializeJsonLd, type JsonLd } from "@/lib/seo/json-ld";
import {
  blogPostJsonLd,
  cityPageJsonLd,
  faqPageJsonLd,
  homePageJsonLd,
  ideaPageJsonLd,
  projectPageJsonLd,
  servicePageJsonLd,
  toolPageJsonLd,
} from "./page-json-ld";
import { readPrice } from "@/business/packages";
import { breadcrumbJsonLd, siteRoutes } from "./routes";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";

const { business } = defaultSiteFacts;
const cityPages = cityPagesFor(defaultSiteFacts);
const ideaPages = ideaPagesFor(defaultSiteFacts);
const projects = projectsFor(defaultSiteFacts);
const servicePages = servicePagesFor(defaultSiteFacts);
const home = homeFor(defaultSiteFacts);
const cityTemplate = cityTemplateFor(defaultSiteFacts);

type Node = Record<string, unknown>;

const businessId = `${business.siteUrl}/#business`;
const localBusinessTypes = new Set(["LocalBusiness", "HomeAndConstructionBusiness"]);

/** What a crawler reads: the serialised script, parsed back. */
const parsed = (data: JsonLd | readonly JsonLd[]) => JSON.parse(serializeJsonLd(data)) as Node[];

/** Every object in the tree, nested ones included. */
function allObjects(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(allObjects);
  if (value === null || typeof value !== "object") return [];
  return [value as Node, ...Object.values(value).flatMap(allObjects)];
}

const isReference = (node: Node) => "@id" in node && Object.keys(node).length === 1;
const idsReferenced = (nodes: Node[]) =>
  allObjects(nodes)
    .filter(isReference)
    .map((node) => String(node["@id"]));
const idsDefined = (nodes: Node[]) =>
  allObjects(nodes)
    .filter((node) => "@id" in node && !isReference(node))
    .map((node) => String(node["@id"]));
const businessNodes = (nodes: Node[]) =>
  allObjects(nodes).filter((node) => localBusinessTypes.has(String(node["@type"])));
const topLevel = (nodes: Node[], type: string) => nodes.filter((node) => node["@type"] === type);

/** The pages a freshly seeded admin shows. */
const seededPages = { projects: projects.map((project) => project.slug), posts: getAllPosts() };

/** A photo from the admin, as the loaders hand it to pages. */
const testPhoto = {
  src: "/api/media/file/after-960.webp",
  srcSet: "/api/media/file/after-960.webp 960w",
  alt: "The finished room",
  width: 1600,
  height: 1067,
  position: "50% 50%",
};

/** Each page type's JSON-LD, built from the same content the routes render. */
const pages: [path: string, nodes: Node[]][] = [
  ["/", parsed(homePageJsonLd(defaultSiteFacts))],
  ...servicePages.map((page): [string, Node[]] => [
    servicePath(page.slug),
    parsed(servicePageJsonLd(defaultSiteFacts, page)),
  ]),
  ...cityPages.map((page): [string, Node[]] => [
    cityPath(page.slug),
    parsed(cityPageJsonLd(defaultSiteFacts, page)),
  ]),
  ...ideaPages.map((idea): [string, Node[]] => [
    ideaPath(idea.slug),
    parsed(ideaPageJsonLd(defaultSiteFacts, idea)),
  ]),
  ...projects.map((project): [string, Node[]] => [
    projectPath(project.slug),
    parsed(
      projectPageJsonLd(defaultSiteFacts, {
        ...project,
        representative: true,
        photo: testPhoto,
        pairs: [],
        gallery: [],
      }),
    ),
  ]),
  ...getAllPosts().map(
    ({
      heroImage: _hero,
      body: _body,
      source: _source,
      wordCount: _count,
      ...post
    }): [string, Node[]] => [
      post.path,
      parsed(
        blogPostJsonLd(defaultSiteFacts, {
          ...post,
          hero: testPhoto,
          content: { type: "root", children: [] },
        }),
      ),
    ],
  ),
  ["/faq", parsed(faqPageJsonLd(defaultSiteFacts, allFaqItems(defaultSiteFacts)))],
  ...tools.map((tool): [string, Node[]] => [
    tool.path,
    parsed(
      toolPageJsonLd(defaultSiteFacts, tool, {
        intro: tool.summary,
        category: "UtilitiesApplication",
      }),
    ),
  ]),
];

const pageNodes = (path: string): Node[] => {
  const page = pages.find(([p]) => p === path);
  if (!page) throw new Error(`No JSON-LD built for ${path}`);
  return page[1];
};

const businessOn = (path: string) => {
  const [node] = businessNodes(pageNodes(path));
  if (!node) throw new Error(`No business on ${path}`);
  return node;
};

describe("the business entity", () => {
  it("states the business facts the footer shows on every page", () => {
    const data = businessOn("/");
    expect(data["@context"]).toBe("https://schema.org");
    expect(data.telephone).toBe(business.phone.e164);
    expect(data.email).toBe(business.email);
    expect(data.address).toMatchObject({
      addressLocality: "Dallas",
      addressRegion: "TX",
      addressCountry: "US",
    });
    expect(data.areaServed).toEqual(
      serviceAreas.map((area) => ({ "@type": "City", name: `${area.city}, TX` })),
    );
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: "07:00",
        closes: "18:00",
        dayOfWeek: expect.arrayContaining([
          "https://schema.org/Monday",
          "https://schema.org/Friday",
        ]),
      }),
      expect.objectContaining({
        opens: "08:00",
        closes: "16:00",
        dayOfWeek: ["https://schema.org/Saturday"],
      }),
    ]);
  });

  it("carries the rating only where the page shows it, and no unshown price tier", () => {
    for (const path of ["/", cityPath("plano")]) {
      expect(businessOn(path).aggregateRating, path).toMatchObject({
        ratingValue: business.claims.averageRating,
        reviewCount: business.claims.reviewCount,
      });
    }
    expect(businessOn("/faq").aggregateRating).toBeUndefined();
    for (const [path, nodes] of pages) {
      for (const node of businessNodes(nodes)) expect(node.priceRange, path).toBeUndefined();
    }
  });

  it.each(pages)("%s defines exactly one LocalBusiness, with the one stable @id", (_, nodes) => {
    const found = businessNodes(nodes);
    expect(found).toHaveLength(1);
    expect(found[0]?.["@id"]).toBe(businessId);
    expect(topLevel(nodes, "Organization")).toEqual([]);
  });

  it.each(pages)("%s defines every @id it references, each once", (_, nodes) => {
    const defined = idsDefined(nodes);
    expect(new Set(defined).size).toBe(defined.length);
    for (const id of idsReferenced(nodes)) expect(defined).toContain(id);
  });

  it("is what the WebSite, services, articles and tools point at", () => {
    expect(topLevel(pageNodes("/"), "WebSite")[0]?.publisher).toEqual({ "@id": businessId });
    const pointers = [
      topLevel(pageNodes(servicePath("kitchen-remodeling")), "Service")[0]?.provider,
      topLevel(pageNodes(ideaPath("kitchen-inspiration")), "Article")[0]?.publisher,
      topLevel(pageNodes(tools[0]?.path ?? ""), "WebApplication")[0]?.provider,
    ];
    expect(pointers).toEqual([{ "@id": businessId }, { "@id": businessId }, { "@id": businessId }]);
  });
});

describe("service offers", () => {
  it.each(cityPages.map((page) => [page.city, page] as const))(
    "%s offers the six services of its cards, by the cards' names, without prices",
    (_, page) => {
      const catalog = businessOn(cityPath(page.slug)).hasOfferCatalog as Node;
      expect(catalog.name).toBe(cityTemplate.servicesHeading(page.city));
      const offers = catalog.itemListElement as Node[];
      expect(offers.map((offer) => (offer.itemOffered as Node).name)).toEqual(
        services.map((service) => service.title),
      );
      for (const offer of offers) {
        expect(offer.areaServed).toEqual({ "@type": "City", name: `${page.city}, TX` });
        expect(offer.priceSpecification).toBeUndefined();
        expect(offer.price).toBeUndefined();
      }
    },
  );

  it("the home page offers the same six service cards", () => {
    const catalog = businessOn("/").hasOfferCatalog as Node;
    expect(catalog.name).toBe(home.services.heading);
    expect((catalog.itemListElement as Node[]).map((o) => (o.itemOffered as Node).url)).toEqual(
      services.map((service) => `${business.siteUrl}${servicePath(service.slug)}`),
    );
  });

  it.each(servicePages.map((page) => [page.slug, page] as const))(
    "%s prices each package as the page prints it",
    (_, page) => {
      const [service] = topLevel(pageNodes(servicePath(page.slug)), "Service");
      const offers = (service?.hasOfferCatalog as Node).itemListElement as Node[];
      expect(offers.map((offer) => offer.name)).toEqual(page.packages.map((pkg) => pkg.name));
      offers.forEach((offer, index) => {
        const shown = readPrice(page.packages[index]?.price ?? "");
        const spec = offer.priceSpecification as Node;
        expect(spec).toMatchObject({
          "@type": "PriceSpecification",
          priceCurrency: "USD",
          minPrice: shown.min,
        });
        expect(spec.maxPrice).toBe(shown.max);
        if (typeof spec.maxPrice === "number") {
          expect(spec.maxPrice).toBeGreaterThanOrEqual(spec.minPrice as number);
        }
      });
    },
  );

  it("reads closed, open-ended and 'From' prices", () => {
    const prices = (slug: string) => {
      const [service] = topLevel(pageNodes(slug), "Service");
      return ((service?.hasOfferCatalog as Node).itemListElement as Node[]).map(
        (offer) => offer.priceSpecification,
      );
    };
    const spec = (minPrice: number, maxPrice?: number) => ({
      "@type": "PriceSpecification",
      minPrice,
      ...(maxPrice ? { maxPrice } : {}),
      priceCurrency: "USD",
    });
    expect(prices(servicePath("kitchen-remodeling"))).toEqual([
      spec(25_000, 40_000),
      spec(45_000, 75_000),
      spec(80_000),
    ]);
    expect(prices(servicePath("tiny-homes"))).toEqual([spec(75_000), spec(125_000), spec(95_000)]);
  });

  it("HowTo only on the kitchen and bathroom pages", () => {
    const withHowTo = pages
      .filter(([, nodes]) => topLevel(nodes, "HowTo").length > 0)
      .map(([path]) => path);
    expect(withHowTo).toEqual([
      servicePath("kitchen-remodeling"),
      servicePath("bathroom-remodeling"),
    ]);
  });
});

describe("articles", () => {
  it("mark up dates and a byline only where the page prints them", () => {
    const [idea] = topLevel(pageNodes(ideaPath("kitchen-inspiration")), "Article");
    expect(idea?.datePublished).toBeUndefined();
    expect(idea?.author).toEqual({ "@id": businessId });
    const post = getAllPosts()[0];
    if (!post) throw new Error("No blog posts");
    const [posting] = topLevel(pageNodes(post.path), "BlogPosting");
    expect(posting).toMatchObject({
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      author: { name: business.editorialAuthor },
    });
  });
});

describe("breadcrumbs", () => {
  it("start at Home and link each crumb absolutely", () => {
    const crumbs = breadcrumbJsonLd([{ name: "FAQ", path: "/faq" }]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${business.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "FAQ", item: `${business.siteUrl}/faq` },
    ]);
  });

  it("accept every real route and refuse anything else, such as a hash link", () => {
    for (const route of siteRoutes(seededPages)) {
      expect(() => breadcrumbJsonLd([{ name: route.path, path: route.path }])).not.toThrow();
    }
    expect(() => breadcrumbJsonLd([{ name: "Projects", path: "/#projects" }])).toThrow(
      /not a page/,
    );
    expect(() => breadcrumbJsonLd([{ name: "Projects", path: "/projects" }])).toThrow(/not a page/);
  });
});

it("every page the builders cover is a real route", () => {
  const routes = new Set(siteRoutes(seededPages).map((route) => route.path));
  for (const [path] of pages) expect(routes.has(path), path).toBe(true);
});

it("serialising escapes < so a string can never close the script tag", () => {
  const text = serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "Thing",
    name: "</script><script>alert(1)</script>",
  });
  expect(text).not.toContain("</script>");
  expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
});

describe("a Spanish tool page", () => {
  it.each(toolsIn.es.map((tool) => [tool.path, tool] as const))(
    "%s describes its calculator in Spanish, at its /es address",
    (_, tool) => {
      const [app] = topLevel(
        parsed(
          toolPageJsonLd(defaultSiteFactsIn.es, tool, {
            intro: tool.summary,
            category: "FinanceApplication",
          }),
        ),
        "WebApplication",
      );
      expect(app).toMatchObject({
        name: tool.title,
        inLanguage: "es-US",
        operatingSystem: "Cualquiera (navegador web)",
        browserRequirements: "Requiere JavaScript",
      });
      expect(String(app?.url)).toMatch(/\/es\/tools\//);
    },
  );
});
