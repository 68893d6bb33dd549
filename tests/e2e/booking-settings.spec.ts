import { expect, test, type APIRequestContext } from "@playwright/test";
import { createStaff, ownerApiHeaders, ownerSession, saveInCms, signInToCms } from "./support/cms";
import { uniqueClientIp, uniqueTag } from "./support/lead-store";

const readSettings = async (request: APIRequestContext) =>
  (await (
    await request.get("/api/globals/booking-settings", { headers: ownerApiHeaders() })
  ).json()) as { call: { lengthMinutes: number; offered: boolean } };

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test.describe("as the owner", () => {
  test.use({ storageState: ownerSession });

  test("the owner sets how long the call is; a length no calendar keeps is refused, saying why", async ({
    page,
    request,
  }) => {
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: "Booking", exact: true })).toHaveAttribute(
      "href",
      "/admin/globals/booking-settings",
    );
    await page.goto("/admin/globals/booking-settings");
    await expect(page.getByText("Discovery call").first()).toBeVisible();
    const length = page.getByRole("spinbutton", { name: "Length (minutes) *" }).first();
    await expect(length).toHaveValue("15");
    await expect(page.getByRole("checkbox", { name: "Offer the call online" })).toBeChecked();
    try {
      await length.fill("17");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("The length is a multiple of 5 minutes").first()).toBeVisible();
      expect((await readSettings(request)).call.lengthMinutes).toBe(15);

      await length.fill("20");
      await saveInCms(page, "Updated successfully");
      expect((await readSettings(request)).call.lengthMinutes).toBe(20);
      // One home: the site states the length booked, at once.
      await page.goto("/contact");
      await expect(page.getByText("20-minute discovery call").first()).toBeVisible();
    } finally {
      const restored = await request.post("/api/globals/booking-settings", {
        headers: ownerApiHeaders(),
        data: { call: { lengthMinutes: 15 } },
      });
      expect(restored.status()).toBe(200);
    }
  });
});

test.describe("as the owner", () => {
  test.use({ storageState: ownerSession });

  test("the business facts show the call's length and send its change to Booking", async ({
    page,
  }) => {
    await page.goto("/admin/globals/business");
    // The admin draws a field once it scrolls into view.
    await page.getByRole("heading", { name: "Consultations" }).scrollIntoViewIfNeeded();
    const length = page.getByRole("group", { name: "Discovery call (minutes)" });
    await expect(length).toContainText(/\d+/);
    await expect(length.getByRole("spinbutton")).toHaveCount(0);
    await length.getByRole("link", { name: "Booking" }).click();
    await expect(page).toHaveURL(/\/admin\/globals\/booking-settings$/);
    await expect(
      page.getByRole("spinbutton", { name: "Length (minutes) *" }).first(),
    ).toBeVisible();
  });
});

test("staff do not see or change the booking settings", async ({ page, request }) => {
  const staff = await createStaff(request, uniqueTag());
  await signInToCms(page, staff);
  await expect(page.getByRole("link", { name: "Leads" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Booking", exact: true })).toHaveCount(0);
  const login = await request.post("/api/users/login", { data: staff });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `JWT ${token}` };
  expect((await request.get("/api/globals/booking-settings", { headers })).status()).toBe(403);
  const refused = await request.post("/api/globals/booking-settings", {
    headers,
    data: { call: { offered: false } },
  });
  expect(refused.status()).toBe(403);
  expect((await readSettings(request)).call.offered).toBe(true);
});
