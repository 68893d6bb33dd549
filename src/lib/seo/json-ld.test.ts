import { describe, expect, it } from "vitest";
import { business, serviceAreas } from "@/config/business";
import {
  breadcrumbJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from "./json-ld";

describe("JSON-LD builders", () => {
  it("describe the business from the business facts", () => {
    const data = JSON.parse(serializeJsonLd(localBusinessJsonLd()));
    expect(data["@type"]).toBe("HomeAndConstructionBusiness");
    expect(data.telephone).toBe(business.phone.e164);
    expect(data.address).toMatchObject({
      addressLocality: "Dallas",
      addressRegion: "TX",
      addressCountry: "US",
    });
    expect(data.areaServed).toHaveLength(serviceAreas.length);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 127 });
    expect(data.currenciesAccepted).toBe("USD");
    expect(data.paymentAccepted).toContain("Cash");
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

  it("narrow areaServed to one city on a city page", () => {
    const data = localBusinessJsonLd({
      city: "Plano",
      path: "/service-area/plano-remodeling-contractor",
    }) as unknown as Record<string, unknown>;
    expect(data.areaServed).toEqual([{ "@type": "City", name: "Plano, TX" }]);
  });

  it("build Organization, WebSite and a breadcrumb trail starting at Home", () => {
    expect(organizationJsonLd()).toMatchObject({ "@type": "Organization", name: business.name });
    expect(webSiteJsonLd()).toMatchObject({ "@type": "WebSite", url: `${business.siteUrl}/` });
    const crumbs = breadcrumbJsonLd([{ name: "FAQ", path: "/faq" }]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${business.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "FAQ", item: `${business.siteUrl}/faq` },
    ]);
  });

  it("escape < so a string can never close the script tag", () => {
    const text = serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><script>alert(1)</script>",
    });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});
