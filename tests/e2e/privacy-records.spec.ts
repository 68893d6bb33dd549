import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { navigationFor } from "@/site/navigation";
import { staffCopy } from "@/bookings/admin/copy";
import { createStaff, signInToCms } from "./support/cms";
import { uniqueTag } from "./support/lead-store";

/** One record as the rendered privacy policy lists it. */
type Listed = { name: string; staffOnly: boolean; lifetime: string };

const listedAs =
  /^"([^"]+)": (?:a cookie|a record in your browser's storage|una cookie|un registro en el almacenamiento de su navegador) ((?:kept|que dura)[^,.]*)(, (set only for staff|solo para el personal)[^)]*\))?\. /;

/** The "Cookies and browser storage" list of the privacy policy, as a reader sees it. */
async function policyList(page: Page, path: string): Promise<Listed[]> {
  await page.goto(path);
  const items = await page.locator("section#cookies-and-browser-storage li").allInnerTexts();
  expect(items.length, `${path} lists what it stores`).toBeGreaterThan(0);
  return items.map((text) => {
    const match = listedAs.exec(text.trim());
    expect(match, `"${text}" names a record, who gets it and how long it stays`).not.toBeNull();
    return { name: match![1]!, staffOnly: Boolean(match![3]), lifetime: match![2]! };
  });
}

/** Every cookie a response set and every key the page's scripts stored, from here on. */
function watchWhatIsStored(context: BrowserContext) {
  const setCookies = new Set<string>();
  context.on("response", async (response) => {
    for (const { name, value } of await response.headersArray().catch(() => []))
      if (name.toLowerCase() === "set-cookie")
        for (const line of value.split("\n")) setCookies.add(line.split("=")[0]!.trim());
  });
  return async (page: Page) => {
    const stored: string[] = await page.evaluate(() => Object.keys(localStorage));
    const jar = (await context.cookies()).map((cookie) => cookie.name);
    return new Set([...setCookies, ...jar, ...stored]);
  };
}

const inSeconds = (lifetime: string) => {
  const [, count, unit] = /(\d+) (day|hour|minute|día|hora|minuto)/.exec(lifetime) ?? [];
  const size = { day: 86_400, día: 86_400, hour: 3_600, hora: 3_600, minute: 60, minuto: 60 };
  return count ? Number(count) * size[unit as keyof typeof size] : null;
};

const sorted = (names: Iterable<string>) => [...names].sort();

test.describe("what the site keeps in a browser", () => {
  // A browser that reads Spanish first is offered the other edition, which it can turn down.
  test.use({ locale: "es-MX" });

  test("a visitor's browser holds exactly what the privacy policy lists for visitors, in both editions", async ({
    page,
    context,
  }) => {
    const storedNow = watchWhatIsStored(context);
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage)), { message: "first visit told" })
      .toHaveLength(1);
    const { suggestion } = navigationFor("es");
    const offer = page.getByRole("complementary", { name: suggestion.text });
    await offer.getByRole("button", { name: suggestion.dismiss }).click();
    await expect(offer).toBeHidden();

    await page.goto("/contact");
    await page.getByLabel("Full name", { exact: true }).fill("Dana Draft");
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).length), {
        message: "draft kept, form start told",
      })
      .toBe(4);
    const stored = await storedNow(page);

    const english = await policyList(page, "/privacy-policy");
    const spanish = await policyList(page, "/es/privacy-policy");
    expect(sorted(spanish.map((r) => r.name)), "both editions list the same records").toEqual(
      sorted(english.map((r) => r.name)),
    );
    const forVisitors = english.filter((record) => !record.staffOnly).map((r) => r.name);
    expect(sorted(stored)).toEqual(sorted(forVisitors));

    // The first-visit cookie is what the policy says: the script cannot read it, it goes with
    // every request, and it lasts as long as the policy says.
    const firstTouch = (await context.cookies()).find((cookie) => cookie.name === "first_touch")!;
    expect(firstTouch.httpOnly).toBe(true);
    expect(firstTouch.path).toBe("/");
    for (const listed of [english, spanish]) {
      const lasts = inSeconds(listed.find((record) => record.name === "first_touch")!.lifetime);
      expect(firstTouch.expires - Date.now() / 1000).toBeGreaterThan(lasts! - 300);
      expect(firstTouch.expires - Date.now() / 1000).toBeLessThanOrEqual(lasts!);
    }
  });
});

test("staff signed in get only the staff cookies the privacy policy lists, besides a visitor's", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const storedNow = watchWhatIsStored(context);
  await signInToCms(page, await createStaff(request, `policy-${uniqueTag()}`));

  // The admin's Preview opens an article with its unsaved changes.
  await page.goto("/resources");
  const article = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
  await page.goto(`/preview?path=${encodeURIComponent(article!)}`);
  await expect(page).toHaveURL(new RegExp(`${article}$`));

  await page.goto("/admin/appointments");
  const panel = page.getByRole("region", { name: staffCopy.feed.heading });
  await expect(async () => {
    await panel.getByRole("button", { name: /^Make my calendar address/ }).click();
    await expect(page.locator(".appointments__notice")).toHaveText(staffCopy.feed.made, {
      timeout: 3000,
    });
  }).toPass();
  const stored = await storedNow(page);
  const session = (await context.cookies()).find((cookie) => cookie.name === "payload-token")!;

  const listed = await policyList(page, "/privacy-policy");
  const forStaff = listed.filter((record) => record.staffOnly).map((r) => r.name);
  const forVisitors = new Set(listed.filter((record) => !record.staffOnly).map((r) => r.name));
  expect(sorted([...stored].filter((name) => !forVisitors.has(name)))).toEqual(sorted(forStaff));

  const lasts = inSeconds(listed.find((record) => record.name === "payload-token")!.lifetime)!;
  expect(session.httpOnly).toBe(true);
  expect(session.expires - Date.now() / 1000).toBeGreaterThan(lasts - 300);
  expect(session.expires - Date.now() / 1000).toBeLessThanOrEqual(lasts + 5);
  await context.close();
});
