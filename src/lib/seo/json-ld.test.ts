import { describe, expect, it } from "vitest";
import { businessId, inEdition } from "./json-ld";
import { siteUrl } from "./site-url";
import { breadcrumbJsonLd } from "@/site/routes";

const article = {
  "@type": "Article",
  headline: "Permisos en Dallas",
  url: `${siteUrl}/blog/permits`,
  image: `${siteUrl}/photos/permits.jpg`,
  publisher: { "@id": businessId },
  mainEntity: { "@type": "FAQPage", mainEntity: [] },
};

describe("structured data in an edition", () => {
  it("leads the Spanish page's links inside /es and names its language", () => {
    const spanish = inEdition(article, "es");
    expect(spanish).toMatchObject({
      url: `${siteUrl}/es/blog/permits`,
      inLanguage: "es-US",
      mainEntity: { inLanguage: "es-US" },
    });
  });

  it("keeps ids, images and the English page's links as they are", () => {
    expect(inEdition(article, "es")).toMatchObject({
      image: article.image,
      publisher: { "@id": businessId },
    });
    expect(inEdition(article, "en")).toMatchObject({ url: article.url, inLanguage: "en-US" });
  });

  it("names no language on things that are not written works", () => {
    expect(inEdition({ "@type": "Service", name: "x" }, "es")).not.toHaveProperty("inLanguage");
  });

  it("walks the Spanish breadcrumb trail inside /es, starting at Inicio", () => {
    const trail = breadcrumbJsonLd(
      [{ name: "Preguntas frecuentes", path: "/faq" }],
      { name: "Inicio", path: "/" },
      "es",
    );
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: `${siteUrl}/es` },
      { "@type": "ListItem", position: 2, name: "Preguntas frecuentes", item: `${siteUrl}/es/faq` },
    ]);
  });

  it("refuses a Spanish crumb that is not a page of the site", () => {
    expect(() => breadcrumbJsonLd([{ name: "x", path: "/nowhere" }], undefined, "es")).toThrow();
  });
});
