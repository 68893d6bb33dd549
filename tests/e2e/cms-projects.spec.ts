import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { projectPageLabels, projectsFor } from "../../src/projects/projects";
import { ownerApiHeaders, ownerSession, saveInCms } from "./support/cms";
import { titleText } from "./support/html";
import { uniqueTag } from "./support/lead-store";
import { defaultSiteFacts } from "@/business/site-facts";

const projects = projectsFor(defaultSiteFacts);

const [kitchen] = projects;

/*
 * Runs after the other browser tests (Playwright project "after the site tests"): its projects
 * appear on the home page and in the sitemap while they exist, and the crawler would follow them.
 */

type ProjectDoc = Record<string, unknown> & { id: number; slug: string; title: string };

/** Array rows keep their ids in the database; a copy needs new ones. */
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== "id")
            .map(([key, inner]) => [key, withoutIds(inner)]),
        )
      : value;

/** A new project, copied from the seeded kitchen through the REST API, at its own address. */
async function copyOfKitchen(request: APIRequestContext, tag: string, changes = {}) {
  const headers = ownerApiHeaders();
  const found = await request.get(
    `/api/projects?where[slug][equals]=${kitchen!.slug}&depth=0&limit=1`,
    { headers },
  );
  const [seeded] = ((await found.json()) as { docs: ProjectDoc[] }).docs;
  const fields = {
    ...seeded,
    id: undefined,
    createdAt: undefined,
    updatedAt: undefined,
    _order: undefined,
  };
  const slug = `kitchen-copy-${tag}`;
  const created = await request.post("/api/projects", {
    headers,
    data: { ...(withoutIds(fields) as object), slug, title: `Kitchen copy ${tag}`, ...changes },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { doc: ProjectDoc }).doc;
}

const deleteProject = (request: APIRequestContext, id: number) =>
  request.delete(`/api/projects/${id}`, { headers: ownerApiHeaders() });

test.describe("the owner's projects", () => {
  test.use({ storageState: ownerSession });

  test("the owner uploads a photo to a project; its page serves it in WebP widths", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const project = await copyOfKitchen(request, tag);
    const photo = await sharp({
      create: { width: 2000, height: 1333, channels: 3, background: { r: 150, g: 110, b: 70 } },
    })
      .jpeg()
      .toBuffer();

    await page.goto(`/admin/collections/projects/${project.id}`);
    const mainPhoto = page.locator("#field-photo");
    // The engine's remove button is an unnamed "x" icon; its class is all that identifies it.
    await mainPhoto.locator(".upload-relationship-details__remove").click();
    await mainPhoto.getByRole("button", { name: "Create New" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.locator('input[type="file"]').setInputFiles({
      name: `walnut-island-${tag}.jpg`,
      mimeType: "image/jpeg",
      buffer: photo,
    });
    // In the engine's drawer the field's label is not tied to its input; its name is.
    await drawer.locator('input[name="alt"]').fill("Walnut island with three brass pendant lights");
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(mainPhoto).toContainText(`walnut-island-${tag}`);
    await saveInCms(page, "Updated successfully.");

    await page.goto(`/projects/${project.slug}`);
    const hero = page.getByRole("img", { name: "Walnut island with three brass pendant lights" });
    await expect(hero).toBeVisible();
    const srcset = (await hero.getAttribute("srcset")) ?? "";
    expect(srcset.split(", ").map((source) => source.split(" ")[1])).toEqual([
      "480w",
      "960w",
      "1600w",
    ]);
    await expect(hero).toHaveAttribute("width", "2000");
    await expect(hero).toHaveAttribute("height", "1333");
    // Beside the heading on wide screens, fetched first there; below a phone's first screen,
    // fetched as it nears the screen so it never slows the heading's paint.
    await expect(hero).toHaveAttribute("loading", "lazy");
    const html = await (await request.get(`/projects/${project.slug}`)).text();
    const preload = html
      .match(/<link rel="preload" as="image"[^>]*>/g)
      ?.find((link) => link.includes(`imageSrcSet="${srcset}"`));
    expect(preload).toContain('media="(min-width: 1024px)"');
    expect(preload).toContain('fetchPriority="high"');
    const widest = srcset.split(", ").at(-1)!.split(" ")[0]!;
    const served = await request.get(widest);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe(
      "public, max-age=86400, stale-while-revalidate=604800",
    );
    expect((await sharp(await served.body()).metadata()).width).toBe(1600);

    await deleteProject(request, project.id);
  });

  test("a hidden project answers 404, titled with the business name, and leaves the sitemap; shown, it is listed", async ({
    request,
    baseURL,
  }) => {
    const project = await copyOfKitchen(request, uniqueTag());
    const path = `/projects/${project.slug}`;
    const sitemap = async () => (await request.get("/sitemap.xml")).text();
    expect((await request.get(path)).status()).toBe(200);
    expect(await sitemap()).toContain(`<loc>${baseURL}${path}</loc>`);

    await request.patch(`/api/projects/${project.id}`, {
      headers: ownerApiHeaders(),
      data: { shown: false },
    });
    const hidden = await request.get(path);
    expect(hidden.status()).toBe(404);
    const html = await hidden.text();
    expect(html).not.toContain(project.title);
    expect(titleText(html)).toBe(`Page not found | ${defaultSiteFacts.business.name}`);
    expect(await sitemap()).not.toContain(path);

    await deleteProject(request, project.id);
  });
  test("deleting a photo a project shows is refused over the API with the reason, 409 not 500", async ({
    request,
  }) => {
    const headers = ownerApiHeaders();
    const found = await request.get(
      `/api/projects?where[slug][equals]=${kitchen!.slug}&depth=0&limit=1`,
      { headers },
    );
    const [project] = ((await found.json()) as { docs: { photo: number; title: string }[] }).docs;
    const refused = await request.delete(`/api/media/${project!.photo}`, { headers });
    expect(refused.status()).toBe(409);
    // Other tests' copies of this project may name it too, after the seeded one.
    const message = ((await refused.json()) as { errors: { message: string }[] }).errors[0]
      ?.message;
    expect(message).toMatch(
      /^This photo is still shown on "([^"]+)"(, "[^"]+")*\. Replace it there first, then delete it\.$/,
    );
    expect(message).toContain(`"${project!.title}"`);
    expect((await request.get(`/api/media/${project!.photo}`, { headers })).status()).toBe(200);
  });
});

test.describe("before and after", () => {
  const path = `/projects/${kitchen!.slug}`;

  test("the slider moves the split with the keyboard and says how much is shown", async ({
    page,
  }) => {
    await page.goto(path);
    const slider = page.getByRole("slider", { name: projectPageLabels.compareLabel });
    await expect(slider).toHaveAttribute("aria-valuetext", "50% of the before photo shown");
    const frame = slider.locator("..");
    const split = () => frame.evaluate((el) => getComputedStyle(el).getPropertyValue("--split"));
    await expect(async () => {
      await slider.focus();
      await page.keyboard.press("End");
      await expect(slider).toHaveAttribute("aria-valuetext", "100% of the before photo shown", {
        timeout: 500,
      });
    }).toPass();
    expect(await split()).toBe("100%");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", "1% of the before photo shown");
    expect(await split()).toBe("1%");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the before and after photos side by side, with no slider", async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("slider")).toBeHidden();
      const before = page.getByRole("img", { name: /before remodeling/ });
      const after = page.getByRole("img", { name: /^Illustration of the same kitchen after/ });
      // The after photo is also the page's main photo at the top.
      const pairAfter = after.last();
      await expect(before).toBeVisible();
      await expect(pairAfter).toBeVisible();
      const [b, a] = [await before.boundingBox(), await pairAfter.boundingBox()];
      expect(b!.x + b!.width).toBeLessThanOrEqual(a!.x);
      expect(Math.abs(b!.y - a!.y)).toBeLessThan(2);
    });
  });
});
