import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiHeadersOf, createStaff, ownerApiHeaders } from "./support/cms";
import { findLeadsByName, insertLead, submitLeadWithoutBrowser } from "./support/lead-store";

/*
 * A save the admin refuses, for whatever reason and at whatever step, changes nothing: these send
 * what a malicious staff member would, straight to the API, and read what was stored afterwards.
 */

type Note = { id: string; body: string };
type Lead = {
  status: string;
  statusHistory: { status: string }[];
  notes: Note[];
};
type Service = {
  id: number;
  service: string;
  packages: { id: string; name: string; price: string }[];
};

async function readLead(request: APIRequestContext, id: number): Promise<Lead> {
  const response = await request.get(`/api/leads/${id}?depth=0`, { headers: ownerApiHeaders() });
  expect(response.status()).toBe(200);
  return (await response.json()) as Lead;
}

/** A lead the owner has worked: moved to Contacted, with one note of theirs. */
async function workedLead(request: APIRequestContext, fullName: string) {
  const id = await insertLead({ fullName });
  const saved = await request.patch(`/api/leads/${id}`, {
    headers: ownerApiHeaders(),
    data: { status: "contacted", notes: [{ body: `Owner called ${fullName}.` }] },
  });
  expect(saved.status()).toBe(200);
  const lead = await readLead(request, id);
  expect(lead.notes).toHaveLength(1);
  return { id, lead };
}

test("a lead save with two notes under one id is refused and changes nothing", async ({
  request,
}, info) => {
  const { id, lead: before } = await workedLead(
    request,
    `Integrity Dup ${info.retry}-${Date.now()}`,
  );
  const { headers: staff } = await apiHeadersOf(
    request,
    await createStaff(request, `dup-${info.retry}-${Date.now()}`),
  );
  const noteId = before.notes[0]!.id;

  const refused = await request.patch(`/api/leads/${id}`, {
    headers: staff,
    data: {
      status: "won",
      notes: [
        { id: noteId, body: "first copy" },
        { id: noteId, body: "second copy" },
      ],
    },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain("carry the same id");

  const after = await readLead(request, id);
  expect(after.status).toBe("contacted");
  expect(after.statusHistory).toEqual(before.statusHistory);
  expect(after.notes).toEqual(before.notes);
});

test("a note sent under another lead's note id becomes a new note; the other lead keeps its own", async ({
  request,
}, info) => {
  const tag = `${info.retry}-${Date.now()}`;
  const { id, lead: before } = await workedLead(request, `Integrity Own ${tag}`);
  const { id: otherId, lead: other } = await workedLead(request, `Integrity Other ${tag}`);
  const { headers: staff } = await apiHeadersOf(
    request,
    await createStaff(request, `foreign-${tag}`),
  );

  const saved = await request.patch(`/api/leads/${id}`, {
    headers: staff,
    data: {
      notes: [before.notes[0], { id: other.notes[0]!.id, body: "Called back, left a message." }],
    },
  });
  expect(saved.status()).toBe(200);

  const after = await readLead(request, id);
  expect(after.notes.map((note) => note.body)).toEqual([
    before.notes[0]!.body,
    "Called back, left a message.",
  ]);
  expect(after.notes[1]!.id).not.toBe(other.notes[0]!.id);
  expect((await readLead(request, otherId)).notes).toEqual(other.notes);
});

async function servicesByName(request: APIRequestContext) {
  const response = await request.get("/api/services?limit=0&depth=0");
  const { docs } = (await response.json()) as { docs: Service[] };
  return new Map(docs.map((doc) => [doc.service, doc]));
}

test("a package save that the admin refuses leaves every service's packages as they were", async ({
  request,
}) => {
  const before = await servicesByName(request);
  const kitchen = before.get("kitchen-remodeling")!;
  const bathroom = before.get("bathroom-remodeling")!;
  expect(kitchen.packages).toHaveLength(3);

  // Two packages under one id.
  const duplicated = await request.patch(`/api/services/${kitchen.id}`, {
    headers: ownerApiHeaders(),
    data: { packages: [kitchen.packages[0], kitchen.packages[0], kitchen.packages[2]] },
  });
  expect(duplicated.status()).toBe(400);

  // Another service's package ids, with a price the site cannot print: refused by a later check.
  const borrowed = await request.patch(`/api/services/${kitchen.id}`, {
    headers: ownerApiHeaders(),
    data: {
      packages: bathroom.packages.map((row, index) =>
        index === 0 ? { ...row, price: "about forty grand" } : row,
      ),
    },
  });
  expect(borrowed.status()).toBe(400);

  const after = await servicesByName(request);
  expect(after.get("kitchen-remodeling")!.packages).toEqual(kitchen.packages);
  expect(after.get("bathroom-remodeling")!.packages).toEqual(bathroom.packages);
});

test("admin saves, refused and accepted, run beside the public form without stalling it", async ({
  request,
}, info) => {
  const tag = `${info.retry}-${Date.now()}`;
  const { id, lead } = await workedLead(request, `Integrity Busy ${tag}`);
  const noteId = lead.notes[0]!.id;
  const statuses = ["estimate_scheduled", "contacted"] as const;

  const saves = Array.from({ length: 16 }, (_, i) =>
    request
      .patch(`/api/leads/${id}`, {
        headers: ownerApiHeaders(),
        data:
          i % 2
            ? {
                status: "won",
                notes: [
                  { id: noteId, body: "a" },
                  { id: noteId, body: "b" },
                ],
              }
            : { status: statuses[(i / 2) % 2] },
      })
      .then((response) => response.status()),
  );
  const submissions = Array.from({ length: 12 }, (_, i) =>
    submitLeadWithoutBrowser(request, `Integrity Form ${tag} ${i}`),
  );
  const [saveStatuses, formStatuses] = await Promise.all([
    Promise.all(saves),
    Promise.all(submissions),
  ]);

  expect(saveStatuses).toEqual(saveStatuses.map((_, i) => (i % 2 ? 400 : 200)));
  expect(formStatuses).toEqual(formStatuses.map(() => 200));
  for (let i = 0; i < submissions.length; i++)
    expect(await findLeadsByName(`Integrity Form ${tag} ${i}`)).toHaveLength(1);

  const after = await readLead(request, id);
  // One unbroken chain of changes: each starts where the one before it ended, and ends at the
  // lead's status (a half-applied save would leave a gap or an empty history).
  type Change = { from: string; status: string };
  const history = after.statusHistory as Change[];
  expect(history.length).toBeGreaterThan(1);
  expect(history.length).toBeLessThanOrEqual(1 + saveStatuses.filter((s) => s === 200).length);
  for (let i = 1; i < history.length; i++) expect(history[i]!.from).toBe(history[i - 1]!.status);
  expect(history.at(-1)!.status).toBe(after.status);
  expect(after.notes).toEqual(lead.notes);
});

test("an edit lock can name only the person who sends it", async ({ request }, info) => {
  const id = await insertLead({ fullName: `Integrity Lock ${info.retry}-${Date.now()}` });
  const staffAccount = await createStaff(request, `lock-${info.retry}-${Date.now()}`);
  const { headers: staff, userId: staffId } = await apiHeadersOf(request, staffAccount);
  const owners = await request.get("/api/users?where[role][equals]=owner&limit=1", {
    headers: ownerApiHeaders(),
  });
  const ownerId = ((await owners.json()) as { docs: { id: number }[] }).docs[0]!.id;
  const lock = (userId: number) =>
    request.post("/api/payload-locked-documents", {
      headers: staff,
      data: {
        document: { relationTo: "leads", value: id },
        user: { relationTo: "users", value: userId },
      },
    });

  const forged = await lock(ownerId);
  expect(forged.status()).toBe(403);
  expect(JSON.stringify(await forged.json())).toContain("it can only name you");
  const own = await lock(staffId);
  expect(own.status()).toBe(201);
  const { doc } = (await own.json()) as { doc: { id: number } };
  expect(
    (await request.delete(`/api/payload-locked-documents/${doc.id}`, { headers: staff })).status(),
  ).toBe(200);
});
