import { expect, test } from "@playwright/test";
import { taggedPhoneJpeg } from "@/photos/tagged-photo";
import { apiHeadersOf, createStaff, ownerApiHeaders } from "./support/cms";
import { uniqueTag } from "./support/lead-store";

/**
 * A project's records once the member of staff who managed it has left: their account is deleted,
 * and what they kept (the API token of a script, a signed-in browser's cookie) opens nothing.
 */
test.describe("a project after its manager leaves", () => {
  test("a member of staff who left reads and writes nothing of a project, by id, list or address, with a kept token or cookie", async ({
    browser,
    request,
  }) => {
    const headers = ownerApiHeaders();
    const member = await createStaff(request, `leaver-${uniqueTag()}`);
    const { headers: kept, userId: memberId } = await apiHeadersOf(request, member);
    // The same member signed in on a browser, its cookie kept after they leave; its requests
    // say they come from the admin's own pages, as the browser's would.
    const laptop = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: { "sec-fetch-site": "same-origin" },
    });
    expect((await laptop.request.post("/api/users/login", { data: member })).status()).toBe(200);

    // A project they managed, with everything a project holds.
    const title = `Avery Stone ${uniqueTag()} — 9 Birch Rd`;
    const made = await request.post("/api/jobs", {
      headers,
      data: {
        title,
        email: `avery-${uniqueTag()}@example.com`,
        status: "underway",
        projectManager: memberId,
        startDate: "2027-02-01",
        schedule: [{ phase: "Framing", days: 4 }],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const jobId = ((await made.json()) as { doc: { id: number } }).doc.id;
    const created = async (collection: string, data: object) => {
      const answer = await request.post(`/api/${collection}`, { headers: kept, data });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { doc: { id: number; filename?: string } }).doc;
    };
    const uploaded = await request.post("/api/job-photos", {
      headers: kept,
      multipart: {
        file: { name: "IMG_3001.jpg", mimeType: "image/jpeg", buffer: await taggedPhoneJpeg() },
        _payload: "{}",
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const photo = ((await uploaded.json()) as { doc: { id: number; filename: string } }).doc;
    const update = await created("job-updates", {
      job: jobId,
      kind: "work",
      note: "Walls framed.",
      photos: [photo.id],
    });
    const message = await created("job-messages", { job: jobId, body: "Framing passed." });
    const order = await created("change-orders", {
      job: jobId,
      title: "Wider opening",
      reason: "You asked for a wider opening to the den.",
      lines: [{ description: "Header, 8 ft", quantity: 1, unit: "each", unitCents: 42_000 }],
    });
    const sent = await request.patch(`/api/change-orders/${order.id}`, {
      headers: kept,
      data: { status: "sent" },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const claim = await created("warranty-claims", {
      job: jobId,
      description: "A door from the last job sticks.",
    });
    const paths = [
      `/api/jobs/${jobId}`,
      `/api/jobs?where[id][equals]=${jobId}`,
      `/api/job-updates/${update.id}`,
      `/api/job-updates?where[job][equals]=${jobId}`,
      `/api/job-messages/${message.id}`,
      `/api/job-messages?where[job][equals]=${jobId}`,
      `/api/job-photos/${photo.id}`,
      `/api/job-photos/file/${encodeURIComponent(photo.filename)}`,
      `/api/change-orders/${order.id}`,
      `/api/change-orders?where[job][equals]=${jobId}`,
      `/api/portal-documents?changeOrder=${order.id}`,
      `/api/warranty-claims/${claim.id}`,
      `/api/warranty-claims?where[job][equals]=${jobId}`,
    ];
    // While employed, each opens for them.
    for (const path of paths) {
      expect((await request.get(path, { headers: kept })).status(), path).toBe(200);
      expect((await laptop.request.get(path)).status(), path).toBe(200);
    }

    const removed = await request.delete(`/api/users/${memberId}`, { headers });
    expect(removed.status(), await removed.text()).toBe(200);
    for (const path of paths) {
      expect((await request.get(path, { headers: kept })).status(), path).toBe(404);
      expect((await laptop.request.get(path)).status(), path).toBe(404);
    }
    // Nor can they write to it: no message, no update, no change to the job.
    const messagesBefore = await request.get(
      `/api/job-messages?where[job][equals]=${jobId}&limit=0`,
      { headers },
    );
    const { totalDocs } = (await messagesBefore.json()) as { totalDocs: number };
    const writes = [
      request.post("/api/job-messages", {
        headers: kept,
        data: { job: jobId, body: "Still here." },
      }),
      request.patch(`/api/jobs/${jobId}`, { headers: kept, data: { title: "Taken over" } }),
      request.post(`/api/change-orders/${order.id}/withdraw`, { headers: kept }),
    ];
    for (const write of await Promise.all(writes))
      expect([401, 403, 404], write.url()).toContain(write.status());
    const after = await request.get(`/api/job-messages?where[job][equals]=${jobId}&limit=0`, {
      headers,
    });
    expect(((await after.json()) as { totalDocs: number }).totalDocs).toBe(totalDocs);
    const job = await request.get(`/api/jobs/${jobId}`, { headers });
    expect(((await job.json()) as { title: string }).title).toBe(title);
    const still = await request.get(`/api/change-orders/${order.id}`, { headers });
    expect(((await still.json()) as { status: string }).status).toBe("sent");
    await laptop.close();
  });
});
