import { describe, expect, it } from "vitest";
import { templateOf } from "./templates";

describe("templateOf", () => {
  it("names each kind of page in both editions", () => {
    expect(
      [
        "/",
        "/es",
        "/services/kitchen-remodeling",
        "/es/service-area/plano-remodeling-contractor",
        "/ideas",
        "/projects/home-addition",
        "/blog/how-to-spot-a-shady-contractor",
        "/es/resources",
        "/tools/financing-calculator?amount=5",
        "/es/contact",
        "/faq",
        "/privacy-policy",
      ].map(templateOf),
    ).toEqual([
      "home",
      "home",
      "service",
      "city",
      "idea",
      "idea",
      "article",
      "article",
      "tools",
      "contact",
      "other",
      "other",
    ]);
  });

  it("does not take a look-alike for a kind", () => {
    expect(templateOf("/contact-us")).toBe("other");
    expect(templateOf("/espanol")).toBe("other");
    expect(templateOf("/services")).toBe("other");
  });
});
