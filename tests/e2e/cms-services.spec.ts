import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ownerApiHeaders, ownerSession, saveInCms } from "./support/cms";
import { uniqueClientIp } from "./support/lead-store";

/*
 * Changing a price changes the service page, the FAQ and the idea pages other tests read, so
 * these run after them (the "after the site tests" project) and put the prices back.
 */

type Entry = { id: number; packages: { price: string }[] };

const outdoorEntry = async (request: APIRequestContext) => {
  const response = await request.get("/api/services?where[service][equals]=outdoor-living");
  return ((await response.json()) as { docs: Entry[] }).docs[0]!;
};

// One after the other: both edit the same entry.
test.describe.configure({ mode: "default" });
test.use({ storageState: ownerSession });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

/** The admin's page for the outdoor living packages, opened from the list as the owner would. */
async function openOutdoorPackages(page: Page) {
  await page.goto("/admin/collections/services");
  await page.getByRole("link", { name: "Outdoor Living" }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/services\/\d+/);
  return page.getByRole("textbox", { name: "Price *" }).first();
}

test("the owner changes a package's price; the service page, its structured data and the FAQ quote it at once", async ({
  page,
  request,
}) => {
  const before = await outdoorEntry(request);
  expect(before.packages[0]?.price).toBe("$20K-$40K");
  try {
    const price = await openOutdoorPackages(page);
    await price.fill("$19K-$39K");
    await saveInCms(page, "Updated successfully");

    const site = await page.context().newPage();
    await site.goto("/services/outdoor-living");
    const essentials = site.getByRole("listitem").filter({
      has: site.getByRole("heading", { name: "Essentials", exact: true }),
    });
    await expect(essentials).toContainText("$19K-$39K");
    await expect(site.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Packages from \$19K/,
    );
    const jsonLd = (
      await site.locator('script[type="application/ld+json"]').allTextContents()
    ).join();
    expect(jsonLd).toContain('"minPrice":19000,"maxPrice":39000');
    await site.goto("/faq");
    // In a closed answer: its text is in the page, as a search engine reads it.
    await expect(site.getByRole("main")).toContainText("$19K for outdoor living");
    // One price, both editions: the Spanish page writes it out in full.
    await site.goto("/es/services/outdoor-living");
    await expect(site.getByRole("main")).toContainText("$19,000–$39,000");
    await expect(site.getByRole("main")).not.toContainText("$20,000–$40,000");
  } finally {
    const restored = await request.patch(`/api/services/${before.id}`, {
      headers: ownerApiHeaders(),
      data: { packages: before.packages },
    });
    expect(restored.status()).toBe(200);
  }
  await page.goto("/services/outdoor-living");
  await expect(page.getByRole("main")).toContainText("$20K-$40K");
});

test("a price the site cannot read is refused with the reason, and the page keeps the old one", async ({
  page,
  request,
}) => {
  const price = await openOutdoorPackages(page);
  // A value typed while the admin's form is still loading its state can be reset by it: type it
  // again until a Save carries it.
  await expect(async () => {
    await price.fill("about 20 grand");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Write the price as a range").first()).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  expect((await outdoorEntry(request)).packages[0]?.price).toBe("$20K-$40K");
});

test("the owner writes a package's Spanish name; the Spanish page shows it, the English keeps its own", async ({
  page,
  request,
}) => {
  const { id } = await outdoorEntry(request);
  const spanishSide = await request.get(`/api/services/${id}?locale=es&depth=0`);
  const { packages: before } = (await spanishSide.json()) as { packages: { name: string }[] };
  expect(before[0]?.name).toBe("Esencial");
  const renamed = "Patio Esencial";
  try {
    // The owner switches the entry to Spanish and renames the first package.
    await page.goto(`/admin/collections/services/${id}?locale=es`);
    const name = page.getByRole("textbox", { name: /^Name/ }).first();
    await expect(name).toHaveValue("Esencial");
    await name.fill(renamed);
    await saveInCms(page, "Updated successfully");

    const site = await page.context().newPage();
    await site.goto("/es/services/outdoor-living");
    const card = site.getByRole("listitem").filter({
      has: site.getByRole("heading", { name: renamed, exact: true }),
    });
    await expect(card).toContainText("$20,000–$40,000");
    const jsonLd = (
      await site.locator('script[type="application/ld+json"]').allTextContents()
    ).join();
    expect(jsonLd).toContain(`"name":"${renamed}"`);
    await site.goto("/services/outdoor-living");
    await expect(site.getByRole("heading", { name: "Essentials", exact: true })).toBeVisible();
    await expect(site.getByRole("main")).not.toContainText(renamed);
  } finally {
    const restored = await request.patch(`/api/services/${id}?locale=es`, {
      headers: ownerApiHeaders(),
      data: { packages: before },
    });
    expect(restored.status()).toBe(200);
    // The admin remembers the owner's language; the other tests edit in English.
    await page.goto(`/admin/collections/services/${id}?locale=en`);
    await expect(page.getByRole("textbox", { name: /^Name/ }).first()).toHaveValue("Essentials");
  }
});
