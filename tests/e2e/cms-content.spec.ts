import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { homeFor } from "@/site/home";
import { sampleReviews } from "@/reviews/reviews";
import { ownerApiHeaders, ownerSession, saveInCms } from "./support/cms";
import { uniqueClientIp, uniqueTag } from "./support/lead-store";
import { defaultSiteFacts } from "@/business/site-facts";

const home = homeFor(defaultSiteFacts);

test.use({ storageState: ownerSession });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("the owner edits a review in the admin and sees it on the home page", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const headers = ownerApiHeaders();
  const created = await request.post("/api/reviews", {
    headers,
    data: {
      name: `Pat ${tag}`,
      location: "Plano",
      rating: 5,
      project: "Kitchen remodel",
      text: "A review added for this test, long enough for the rule of sixty characters.",
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    await page.goto("/admin/collections/reviews");
    await page.getByRole("link", { name: `Pat ${tag}` }).click();
    const edited = `Edited in the admin (${tag}), and on the home page at the next visit.`;
    await page.getByRole("textbox", { name: "Review *" }).fill(edited);
    await saveInCms(page, "Updated successfully");

    const home = await page.context().newPage();
    await home.goto("/");
    await expect(home.locator("#reviews")).toContainText(edited);
  } finally {
    await request.delete(`/api/reviews/${doc.id}`, { headers });
  }
});

test("a review the admin refuses says why, and nothing changes on the site", async ({
  page,
  request,
}) => {
  await page.goto("/admin/collections/reviews/create");
  await page.getByRole("textbox", { name: "Homeowner's name as shown *" }).fill("Short Text");
  await page.getByRole("combobox").click();
  await page.getByRole("option", { name: "Allen" }).click();
  await page.getByRole("textbox", { name: "Project *" }).fill("Deck");
  await page.getByRole("textbox", { name: "Review *" }).fill("Great job!");
  await saveInCms(page, "The review needs at least 60 characters (now 10).");
  expect(await (await request.get("/")).text()).not.toContain("Short Text");
});

test("a review the owner adds in the admin shows on the home page before the sample reviews", async ({
  page,
  request,
}) => {
  const name = `Rosa ${uniqueTag()}`;
  await page.goto("/admin/collections/reviews/create");
  await page.getByRole("textbox", { name: "Homeowner's name as shown *" }).fill(name);
  await page.getByRole("combobox").click();
  await page.getByRole("option", { name: "Irving" }).click();
  await page.getByRole("textbox", { name: "Project *" }).fill("Guest bathroom");
  await page
    .getByRole("textbox", { name: "Review *" })
    .fill(
      "They rebuilt our guest bath in three weeks and left the house cleaner than they found it.",
    );
  await saveInCms(page, "successfully");
  await expect(page).toHaveURL(/\/admin\/collections\/reviews\/\d+/);
  const id = new URL(page.url()).pathname.split("/").at(-1);
  try {
    await page.goto("/");
    const captions = page.locator("#reviews figcaption");
    const own = captions.filter({ hasText: name });
    await expect(own).toHaveCount(1);
    await expect(own).not.toContainText(home.reviews.sampleLabel);
    const labels = await captions.allTextContents();
    const ownAt = labels.findIndex((text) => text.includes(name));
    const firstSampleAt = labels.findIndex((text) => text.includes(home.reviews.sampleLabel));
    expect(firstSampleAt).toBeGreaterThan(ownAt);
  } finally {
    await request.delete(`/api/reviews/${id}`, { headers: ownerApiHeaders() });
  }
});

test("the sample reviews a fresh site starts with are labelled as samples", async ({ page }) => {
  await page.goto("/");
  const samples = page.locator("#reviews figcaption").filter({ hasText: home.reviews.sampleLabel });
  await expect(samples).toHaveCount(sampleReviews.length);
});

test("an FAQ entry saved in the admin is on /faq and in its structured data at once; deleted, it is gone", async ({
  request,
}) => {
  const question = `Can you check my ${uniqueTag()} before I buy the house?`;
  const answer =
    "Yes. Before you close, we can walk the house with you and point out what a remodel there would involve: load-bearing walls, the age of the wiring and plumbing, drainage around the slab, and what the city would ask for in permits. It is not a home inspection, but it helps you plan a budget before you sign.";
  const headers = ownerApiHeaders();
  const created = await request.post("/api/faqs", {
    headers,
    data: { category: "warranty", question, answer },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  const faqHtml = async () => (await request.get("/faq")).text();
  const inStructuredData = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].some((m) =>
      m[1]!.includes(question),
    );
  try {
    const html = await faqHtml();
    expect(html).toContain(`>${question}</h3>`);
    expect(inStructuredData(html)).toBe(true);
  } finally {
    expect((await request.delete(`/api/faqs/${doc.id}`, { headers })).status()).toBe(200);
  }
  const after = await faqHtml();
  expect(after).not.toContain(question);
  expect(inStructuredData(after)).toBe(false);
});

test("the owner uploads a photo in the admin; its WebP sizes are served", async ({
  page,
  request,
}) => {
  const name = `patio-${uniqueTag()}`;
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 120, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  await page.goto("/admin/collections/media/create");
  await page.locator('input[type="file"]').setInputFiles({
    name: `${name}.jpg`,
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await page
    .getByRole("textbox", { name: "What the photo shows *" })
    .fill("Covered patio with ceiling fans and a stone fireplace");
  await saveInCms(page, "successfully");

  const headers = ownerApiHeaders();
  const found = await request.get(`/api/media?where[filename][like]=${name}`, { headers });
  const [doc] = (
    (await found.json()) as {
      docs: { id: number; sizes: Record<string, { url: string; width: number }> }[];
    }
  ).docs;
  expect(doc?.sizes.w480?.width).toBe(480);
  const served = await request.get(doc!.sizes.w480!.url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  await request.delete(`/api/media/${doc!.id}`, { headers });
});

test("the owner rewrites an FAQ answer's Spanish in the admin: /es/faq shows it, /faq keeps its English", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const question = `Can you look at my ${tag} attic before I plan a bedroom there?`;
  const answer =
    "Yes. We can walk the attic with you and tell you what turning it into a bedroom would involve: the height under the ridge, the floor framing, a stair that meets code, insulation, windows for egress and what the city asks for in permits. You get a written estimate before any work starts.";
  const pregunta = `¿Pueden revisar mi ático ${tag} antes de planear una recámara ahí?`;
  const respuesta =
    "Sí. Podemos recorrer el ático con usted y decirle qué implica convertirlo en recámara: la altura bajo la cumbrera, la estructura del piso, una escalera que cumpla el código, el aislamiento, las ventanas de salida y lo que la ciudad pide en permisos. Recibe un presupuesto por escrito antes de empezar.";
  const headers = ownerApiHeaders();
  const created = await request.post("/api/faqs", {
    headers,
    data: { category: "warranty", question, answer },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    const spanish = await request.patch(`/api/faqs/${doc.id}?locale=es`, {
      headers,
      data: { question: pregunta, answer: respuesta },
    });
    expect(spanish.status()).toBe(200);

    // The owner switches the entry to Spanish and rewrites its answer.
    await page.goto(`/admin/collections/faqs/${doc.id}?locale=es`);
    const rewritten = `${respuesta.slice(0, -1)}, y una fecha de inicio que se cumple.`;
    const field = page.getByRole("textbox", { name: /^Answer/ });
    await expect(field).toHaveValue(respuesta);
    await field.fill(rewritten);
    await saveInCms(page, "Updated successfully");

    const site = await page.context().newPage();
    await site.goto("/es/faq");
    await expect(site.getByRole("main")).toContainText(rewritten);
    await site.goto("/faq");
    await expect(site.getByRole("main")).toContainText(answer);
    await expect(site.getByRole("main")).not.toContainText(rewritten);
  } finally {
    expect((await request.delete(`/api/faqs/${doc.id}`, { headers })).status()).toBe(200);
    // The admin remembers the owner's language; the other tests edit in English.
    await page.goto("/admin/collections/faqs?locale=en");
    await expect(page.getByRole("heading", { name: "FAQ", exact: false }).first()).toBeVisible();
  }
});
