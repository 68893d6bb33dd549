import { expect, test } from "@playwright/test";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { projectFramingIn, projectLabelsIn } from "@/projects/labels";
import { servicePageLabels } from "@/services/copy";
import { homeFor } from "@/site/home";
import type { Locale } from "@/lib/i18n/locale";

const editions: { locale: Locale; prefix: string }[] = [
  { locale: "en", prefix: "" },
  { locale: "es", prefix: "/es" },
];

for (const { locale, prefix } of editions) {
  test(`the home page's review heading says "sample" while samples are shown (${locale})`, async ({
    page,
  }) => {
    const copy = homeFor(defaultSiteFactsIn[locale]).reviews;
    await page.goto(`${prefix}/`);
    const section = page.locator("#reviews");
    const captions = await section.locator("figcaption").allTextContents();
    const samples = captions.filter((text) => text.includes(copy.sampleLabel)).length;
    expect(samples, "a fresh site shows sample reviews").toBeGreaterThan(0);
    // Other tests add a review of the owner's for a moment: then only some are samples.
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      samples === captions.length ? copy.samplesHeading : copy.someSamplesHeading,
    );
  });

  test(`a representative project says so in its headings and its search description (${locale})`, async ({
    page,
  }) => {
    const labels = projectLabelsIn[locale];
    await page.goto(`${prefix}/projects/kitchen-transformation`);
    await expect(
      page.getByRole("heading", { level: 2, name: labels.illustratedPairsHeading }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: labels.illustratedGalleryHeading }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: labels.pairsHeading, exact: true }),
    ).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      new RegExp(`^${projectFramingIn[locale].label}: `),
    );
  });

  test(`a service page heads drawn pictures as illustrations (${locale})`, async ({ page }) => {
    const labels = servicePageLabels[locale];
    const service = locale === "en" ? "Kitchen Remodeling" : "Remodelación de cocinas";
    await page.goto(`${prefix}/services/kitchen-remodeling`);
    await expect(
      page.getByRole("heading", { level: 2, name: labels.illustratedWorkHeading(service) }),
    ).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(labels.workHeading(service));
  });
}
