import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { TAGGED, taggedPhoneJpeg } from "@/photos/tagged-photo";
import { ownerApiHeaders, ownerSession, saveInCms } from "./support/cms";
import { insertHomeownerMessage, uniqueTag } from "./support/lead-store";

test.describe("a project manager's daily update", () => {
  test.use({ storageState: ownerSession, viewport: { width: 390, height: 844 } });

  test("is posted from a phone with several photos at once, which become the job's without GPS", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const title = `Kitchen ${tag} — 4512 Live Oak St`;
    const created = await request.post("/api/jobs", {
      headers: ownerApiHeaders(),
      data: { title, email: `job-${tag}@example.com`, status: "underway" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { doc: { id: number } }).doc.id;

    await page.goto("/admin/collections/job-updates/create");
    await page.locator("#field-job .rs__control").click();
    await page.keyboard.type(tag);
    await page.getByRole("option", { name: title }).click();
    await page.locator("#field-note").fill("Cabinets hung on the north wall; the sink base is in.");
    const photos = page.locator("#field-photos");
    await photos.getByRole("button", { name: "Create New" }).click();
    const drawer = page.getByRole("dialog");
    const taken = await taggedPhoneJpeg({ width: 4000, height: 3000 });
    await drawer.locator('input[type="file"]').setInputFiles([
      { name: `north-wall-${tag}.jpg`, mimeType: "image/jpeg", buffer: taken },
      { name: `sink-base-${tag}.jpg`, mimeType: "image/jpeg", buffer: taken },
    ]);
    await expect(drawer.getByRole("button", { name: "2 Files to Upload" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("update-photos-drawer-390.png") });
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(photos).toContainText(`north-wall-${tag}`);
    await expect(photos).toContainText(`sink-base-${tag}`);
    await saveInCms(page, "successfully");
    await page.screenshot({ path: test.info().outputPath("update-saved-390.png"), fullPage: true });

    const listed = await request.get(`/api/job-photos?where[job][equals]=${jobId}&sort=filename`, {
      headers: ownerApiHeaders(),
    });
    const { docs } = (await listed.json()) as {
      docs: { id: number; filename: string; width: number; height: number }[];
    };
    expect(docs.map((doc) => doc.filename)).toEqual([
      `north-wall-${tag}.jpg`,
      `sink-base-${tag}.jpg`,
    ]);
    for (const doc of docs) {
      expect([doc.width, doc.height]).toEqual([1536, 2048]);
      const file = await request.get(`/api/job-photos/file/${encodeURIComponent(doc.filename)}`, {
        headers: ownerApiHeaders(),
      });
      expect(file.headers()["cache-control"]).toBe("private, no-store");
      const bytes = await file.body();
      expect(
        (await sharp(bytes).metadata()).exif,
        "EXIF, where the GPS position is",
      ).toBeUndefined();
      expect(bytes.toString("latin1")).not.toContain(TAGGED.camera);
    }

    // Deleting the job deletes its photos.
    expect(
      (await request.delete(`/api/jobs/${jobId}`, { headers: ownerApiHeaders() })).status(),
    ).toBe(200);
    const ids = docs.map((doc) => doc.id).join(",");
    const left = await request.get(`/api/job-photos?where[id][in]=${ids}`, {
      headers: ownerApiHeaders(),
    });
    expect(((await left.json()) as { totalDocs: number }).totalDocs).toBe(0);
  });
});

test("a full-size phone photo, several megabytes, is taken as a job photo", async ({ request }) => {
  // Detail, not colour, makes a phone's photo heavy: noise stands in for a real scene.
  const detailed = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(detailed.length).toBeGreaterThan(2 * 1024 * 1024);
  const uploaded = await request.post("/api/job-photos", {
    headers: ownerApiHeaders(),
    multipart: {
      file: { name: `site-${uniqueTag()}.jpg`, mimeType: "image/jpeg", buffer: detailed },
      _payload: JSON.stringify({}),
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { doc } = (await uploaded.json()) as { doc: { id: number; width: number } };
  expect(doc.width).toBe(2048);
  await request.delete(`/api/job-photos/${doc.id}`, { headers: ownerApiHeaders() });
});

test.describe("a homeowner's message in the admin", () => {
  test.use({ storageState: ownerSession });

  test("waits on the dashboard until the office answers it from the message itself", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const title = `Porch ${tag} — 77 Mesa Dr`;
    const created = await request.post("/api/jobs", {
      headers: ownerApiHeaders(),
      data: { title, email: `porch-${tag}@example.com`, status: "underway" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { doc: { id: number } }).doc.id;
    const asked = await insertHomeownerMessage(jobId, "Will the stain match the fence?");

    await page.goto("/admin");
    const waiting = page.getByRole("list", { name: "Messages waiting for an answer" });
    await expect(waiting.getByRole("listitem").filter({ hasText: title })).toContainText(
      "of opening hours",
    );
    await waiting.getByRole("link", { name: title }).click();
    await expect(page.locator("#field-body")).toHaveValue("Will the stain match the fence?");
    await page
      .getByRole("textbox", { name: "Answer the homeowner" })
      .fill("Yes: we use the same Cabot stain, semi-transparent.");
    await page.getByRole("button", { name: "Send the answer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Answer sent" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("message-answered-1280.png") });

    const thread = await request.get(
      `/api/job-messages?where[job][equals]=${jobId}&sort=createdAt&depth=0`,
      { headers: ownerApiHeaders() },
    );
    const { docs } = (await thread.json()) as {
      docs: { id: number; from: string; body: string; answeredAt: string | null }[];
    };
    expect(docs.map((doc) => [doc.from, doc.body])).toEqual([
      ["homeowner", "Will the stain match the fence?"],
      ["staff", "Yes: we use the same Cabot stain, semi-transparent."],
    ]);
    expect(docs[0]!.id).toBe(asked);
    expect(docs[0]!.answeredAt).not.toBeNull();
    await page.goto("/admin");
    await expect(waiting.getByRole("link", { name: title })).toHaveCount(0);
    await request.delete(`/api/jobs/${jobId}`, { headers: ownerApiHeaders() });
  });
});

test.describe("a change order in the admin", () => {
  test.use({ storageState: ownerSession });

  test("is sent to the homeowner from the admin with its priced lines, then locked", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const title = `Bath ${tag} — 19 Quail Run`;
    const created = await request.post("/api/jobs", {
      headers: ownerApiHeaders(),
      data: {
        title,
        email: `bath-${tag}@example.com`,
        status: "underway",
        schedule: [
          { phase: "Demolition", days: 2 },
          { phase: "Tile", days: 5 },
        ],
        payments: [{ title: "Final walk-through", amountCents: 500_000 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { doc: { id: number } }).doc.id;

    // Written through the admin's API (the array rows the admin draws with a round trip to the
    // server are the flaky part of a browser test, and the estimate's tests write lines so too),
    // then opened, sent and edited in the admin as the owner would.
    const draft = await request.post("/api/change-orders", {
      headers: ownerApiHeaders(),
      data: {
        job: jobId,
        title: "Heated floor under the tile",
        reason: "You asked for a heated floor when you saw the bare slab.",
        lines: [
          { description: "Electric floor heat mat", quantity: 42, unit: "sq ft", unitCents: 1850 },
        ],
        scheduleDays: 1,
        phase: "Tile",
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const orderId = ((await draft.json()) as { doc: { id: number } }).doc.id;
    await page.goto(`/admin/collections/change-orders/${orderId}`);
    await expect(page.locator("#field-title")).toHaveValue("Heated floor under the tile");
    await expect(page.getByText("Not sent yet. The homeowner sees nothing")).toBeVisible();

    await page.getByRole("button", { name: "Send to the homeowner" }).click();
    const record = page.getByRole("region", { name: "Sent and signed" });
    await expect(record).toContainText(`Change order 1 sent`);
    await expect(record).toContainText(`to bath-${tag}@example.com: $777.00.`);
    await expect(record).toContainText("Waiting for the homeowner to sign or decline it.");
    await page.screenshot({ path: test.info().outputPath("change-order-sent-1280.png") });

    await page.locator("#field-title").fill("Heated floor and towel warmer");
    await saveInCms(page, "sent to the homeowner and is locked");
    const saved = await request.get(`/api/change-orders?where[job][equals]=${jobId}&depth=0`, {
      headers: ownerApiHeaders(),
    });
    const { docs } = (await saved.json()) as { docs: { title: string; status: string }[] };
    expect(docs).toMatchObject([{ title: "Heated floor under the tile", status: "sent" }]);

    // Deleting the job deletes its change orders.
    expect(
      (await request.delete(`/api/jobs/${jobId}`, { headers: ownerApiHeaders() })).status(),
    ).toBe(200);
    const left = await request.get(`/api/change-orders?where[job][equals]=${jobId}`, {
      headers: ownerApiHeaders(),
    });
    expect(((await left.json()) as { totalDocs: number }).totalDocs).toBe(0);
  });
});

test.describe("a warranty claim in the admin", () => {
  test.use({ storageState: ownerSession });

  test("waits on the dashboard until the office answers it", async ({ page, request }) => {
    const tag = uniqueTag();
    const title = `Deck ${tag} — 5 Heron Way`;
    const created = await request.post("/api/jobs", {
      headers: ownerApiHeaders(),
      data: {
        title,
        email: `deck-${tag}@example.com`,
        status: "complete",
        completedOn: new Date().toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { doc: { id: number } }).doc.id;
    const filed = await request.post("/api/warranty-claims", {
      headers: ownerApiHeaders(),
      data: { job: jobId, description: "A deck board by the stairs has cupped." },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const claimId = ((await filed.json()) as { doc: { id: number } }).doc.id;

    await page.goto("/admin");
    const waiting = page.getByRole("list", { name: "Warranty claims waiting for an answer" });
    await waiting.getByRole("link", { name: title }).click();
    await expect(page.locator("#field-description")).toHaveValue(
      "A deck board by the stairs has cupped.",
    );
    const answered = await request.patch(`/api/warranty-claims/${claimId}`, {
      headers: ownerApiHeaders(),
      data: { status: "accepted" },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Your jobs" })).toBeVisible();
    await expect(waiting.getByRole("link", { name: title })).toHaveCount(0);
    expect(
      (await request.delete(`/api/jobs/${jobId}`, { headers: ownerApiHeaders() })).status(),
    ).toBe(200);
  });
});
