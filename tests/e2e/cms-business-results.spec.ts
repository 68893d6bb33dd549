import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { placeholderFacts } from "@/business/facts";
import { ownerApiHeaders, ownerSession, saveInCms } from "./support/cms";
import { uniqueClientIp } from "./support/lead-store";

/*
 * The whole-home results are business facts: confirming them changes a page other tests read, so
 * this runs after them (the "after the site tests" project) and puts the facts back.
 */

const ideaPath = { en: "/ideas/whole-home-inspiration", es: "/es/ideas/whole-home-inspiration" };
const exampleNote = {
  en: "(example figures, not yet confirmed by us)",
  es: "(cifras de ejemplo que aún no hemos confirmado)",
};

const resultsSection = (page: Page, locale: "en" | "es") =>
  page.getByRole("heading", {
    level: 2,
    name: locale === "en" ? /^What a whole-home renovation returns/ : /^Lo que rinde/,
  });

const readResults = async (request: APIRequestContext) =>
  ((await (await request.get("/api/globals/business")).json()) as Record<string, unknown>)
    .wholeHomeResults;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("until the owner confirms them, the whole-home results are headed as examples in both editions", async ({
  page,
}) => {
  const { satisfactionPercent, homeValueMin, homeValueMax } = placeholderFacts.wholeHomeResults;
  for (const locale of ["en", "es"] as const) {
    await page.goto(ideaPath[locale]);
    await expect(resultsSection(page, locale)).toHaveText(
      new RegExp(`${exampleNote[locale].replace(/[()]/g, "\\$&")}$`),
    );
    await expect(page.getByRole("main")).toContainText(`${satisfactionPercent}`);
    await expect(page.getByRole("main")).toContainText(`${homeValueMin}`);
    await expect(page.getByRole("main")).toContainText(`${homeValueMax}`);
  }
});

test.describe("as the owner", () => {
  test.use({ storageState: ownerSession });

  test("the owner confirms the results as the business's own: the pages drop the label, the checklist the item", async ({
    page,
    request,
  }) => {
    const before = await readResults(request);
    const checklistItem = page.getByRole("link", {
      name: "Confirm or change the whole-home results",
    });
    await page.goto("/admin");
    await expect(checklistItem).toHaveAttribute(
      "href",
      "/admin/globals/business#field-wholeHomeResults__confirmed",
    );
    try {
      await page.goto("/admin/globals/business");
      await page.getByRole("heading", { name: "Whole-home results" }).scrollIntoViewIfNeeded();
      await page.getByRole("spinbutton", { name: "Clients satisfied (%) *" }).fill("93");
      await page.getByRole("checkbox", { name: "These are our own figures" }).check();
      await saveInCms(page, "Updated successfully");

      for (const locale of ["en", "es"] as const) {
        await page.goto(ideaPath[locale]);
        await expect(resultsSection(page, locale)).not.toContainText(exampleNote[locale]);
        await expect(page.getByRole("main")).toContainText("93%");
        await expect(page.getByRole("main")).not.toContainText(exampleNote[locale]);
      }
      await page.goto("/admin");
      await expect(page.getByRole("region", { name: "Before your site goes live" })).toBeVisible();
      await expect(checklistItem).toHaveCount(0);
    } finally {
      const restored = await request.post("/api/globals/business", {
        headers: ownerApiHeaders(),
        data: { wholeHomeResults: before },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
