import { describe, it, expect } from "vitest";
import { legalPageSchema, privacyPolicyFor, termsOfServiceFor } from "@/legal/legal";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";

const { business, claimText, factText } = defaultSiteFacts;
const privacyPolicy = privacyPolicyFor(defaultSiteFacts);
const termsOfService = termsOfServiceFor(defaultSiteFacts);

const pageText = (page: unknown) => JSON.stringify(page);

describe("legal pages", () => {
  // A sentence that points at a list ("below", "these", "siguientes") belongs just above it.
  it("introduce a list in the paragraph right before it, never earlier", () => {
    for (const locale of ["en", "es"] as const)
      for (const page of [privacyPolicyFor, termsOfServiceFor].map((f) =>
        f(defaultSiteFactsIn[locale]),
      ))
        for (const { paragraphs, bullets, id } of page.sections) {
          if (bullets) expect(paragraphs.at(-1), `${id} leads into its list`).toMatch(/:$/);
          for (const earlier of bullets ? paragraphs.slice(0, -1) : paragraphs)
            expect(earlier, `${id}: ${earlier}`).not.toMatch(
              /\b(the|these) \w+ below\b|\b(las|los) \w+ siguientes\b/i,
            );
        }
  });

  it("have the section counts from the spec", () => {
    expect(privacyPolicy.sections).toHaveLength(11);
    expect(termsOfService.sections).toHaveLength(13);
  });

  it("are effective January 1, 2024; the policy was last updated when it named the visit counts", () => {
    for (const page of [privacyPolicy, termsOfService])
      expect(page.effectiveDate).toBe("2024-01-01");
    expect(privacyPolicy.lastUpdated).toBe("2026-12-06");
    expect(termsOfService.lastUpdated).toBe("2024-01-01");
  });

  it("use their route slugs and a 120-160 character description", () => {
    expect(privacyPolicy.slug).toBe("privacy-policy");
    expect(termsOfService.slug).toBe("terms-of-service");
    for (const page of [privacyPolicy, termsOfService]) {
      expect(page.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it("give unique kebab-case section ids", () => {
    for (const page of [privacyPolicy, termsOfService]) {
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("say we prepare and submit the HOA application, and the association decides", () => {
    const permits = termsOfService.sections.find((s) => s.id === "permits-and-inspections");
    expect(permits?.paragraphs).toContain(factText.hoaApproval);
    expect(factText.hoaApproval).toContain("we prepare and submit the application");
    expect(factText.hoaApproval).toContain("The approval itself is the association's decision.");
    const text = pageText(termsOfService);
    expect(text).not.toMatch(/homeowner's responsibility/i);
    expect(text).not.toMatch(/obtain homeowners association approval/i);
  });

  it("never mention a lifetime or 10-year craftsmanship warranty", () => {
    for (const page of [privacyPolicy, termsOfService]) {
      expect(pageText(page)).not.toMatch(/lifetime/i);
      expect(pageText(page)).not.toMatch(/10-year craftsmanship/i);
    }
  });
});

describe("privacyPolicy", () => {
  const text = pageText(privacyPolicy);

  it("names what the contact form collects and why", () => {
    for (const field of [
      "full name",
      "e-mail address",
      "phone number",
      "project address",
      "budget range",
      "project description",
      "how you heard about us",
      "consent text",
      "IP address",
      "UTM",
      "preferred start date",
    ]) {
      expect(text.toLowerCase()).toContain(field.toLowerCase());
    }
  });

  it("says personal data is not sold, third-party trackers are not used, and children under 13 are not targeted", () => {
    expect(text).toContain("We do not sell");
    expect(text).toContain("third-party analytics");
    expect(text).toContain("children under 13");
    expect(text).toContain("not a condition of buying");
  });

  it("reads the business contact details from business.ts", () => {
    const contact = privacyPolicy.sections.at(-1);
    expect(contact?.id).toBe("contact-us");
    expect(contact?.bullets).toEqual(
      expect.arrayContaining([business.name, `E-mail: ${business.email}`]),
    );
    expect(pageText(contact)).toContain(business.phone.display);
    expect(pageText(contact)).toContain(`${business.address.locality}, ${business.address.region}`);
  });
});

describe("termsOfService", () => {
  const text = pageText(termsOfService);

  it("states estimates, deposit and payment methods from business.ts", () => {
    expect(text).toContain(`valid for ${business.estimates.validDays} days`);
    expect(text).toContain(`typically ${business.estimates.depositPercent}`);
    const payment = termsOfService.sections.find((s) => s.id === "estimates-deposits-and-payment");
    expect(payment?.bullets).toEqual([...business.paymentMethods]);
  });

  it("states the warranty and its exclusions", () => {
    expect(text).toContain(claimText.workmanshipWarranty);
    expect(text).toContain(
      `${business.claims.additionStructuralWarrantyYears}-year structural warranty`,
    );
    const warranty = pageText(termsOfService.sections.find((s) => s.id === "warranty"));
    for (const exclusion of [
      "Normal wear and tear",
      "supplied by the homeowner",
      "manufacturers' warranties",
      "misuse",
    ]) {
      expect(warranty).toContain(exclusion);
    }
  });

  it("sets out the dispute steps in order, Texas law and Dallas County venue", () => {
    const steps = termsOfService.sections.find((s) => s.id === "dispute-resolution")?.bullets ?? [];
    expect(steps.map((step) => step.split(":")[0])).toEqual([
      "Direct communication",
      "Escalation to ownership",
      "Mediation",
      "Binding arbitration",
    ]);
    const law = pageText(termsOfService.sections.find((s) => s.id === "governing-law-and-venue"));
    expect(law).toContain(`State of ${business.address.regionName}`);
    expect(law).toContain(business.county);
  });

  it("says the calculators are estimates, not credit offers", () => {
    expect(text).toContain("not a credit decision or an offer of financing");
  });
});

describe("legalPageSchema", () => {
  const clone = (page: unknown) => structuredClone(page) as Record<string, unknown>;

  it("accepts both published pages", () => {
    expect(legalPageSchema.safeParse(privacyPolicy).success).toBe(true);
    expect(legalPageSchema.safeParse(termsOfService).success).toBe(true);
  });

  it("rejects a page without sections", () => {
    const page = clone(privacyPolicy);
    delete page.sections;
    expect(legalPageSchema.safeParse(page).success).toBe(false);
    expect(legalPageSchema.safeParse({ ...clone(termsOfService), sections: [] }).success).toBe(
      false,
    );
  });

  it("rejects the wrong section count for the slug", () => {
    expect(
      legalPageSchema.safeParse({ ...clone(privacyPolicy), slug: "terms-of-service" }).success,
    ).toBe(false);
    expect(
      legalPageSchema.safeParse({
        ...clone(termsOfService),
        sections: termsOfService.sections.slice(1),
      }).success,
    ).toBe(false);
  });

  it("rejects other dates and a missing description", () => {
    expect(
      legalPageSchema.safeParse({ ...clone(termsOfService), lastUpdated: "2025-01-01" }).success,
    ).toBe(false);
    const page = clone(termsOfService);
    delete page.metaDescription;
    expect(legalPageSchema.safeParse(page).success).toBe(false);
  });
});
