import { createClient } from "@libsql/client";
import { createLocalReq, type Payload, type Where } from "payload";
import { mergeListSearchAndWhere } from "payload/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import { parseCsv } from "../support/csv-reader";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { leadAsStored } from "./support/leads";

pointAtFreshCmsDatabase("cms-leads", { withOwner: true });

const { closeDb } = await import("@/lib/db/client");
const { applyLeadStoreSteps, leadStoreSteps } = await import("@/lib/db/lead-store-steps");
const { insertLeadWithDeliveries, getDeliveriesForLead } = await import("@/leads/store");
const { leadWhere } = await import("@/leads/admin/lead-query");
const { stopOutboxLoop } = await import("@/lib/outbox/loop");

const sql = createClient({ url: process.env.DATABASE_URL! });
let payload: Payload;
let owner: User;
let staff: User;
let oldLeadId: number;

/** A lead as the intake stores it, with the fields a test cares about. */
const stored = (
  lead: Parameters<typeof leadAsStored>[0],
  outbox: Parameters<typeof insertLeadWithDeliveries>[1] = [],
) => insertLeadWithDeliveries(leadAsStored(lead), outbox).then((result) => result.id);

/** An account as a lead names it: by id, or the account itself when the read goes deeper. */
const accountId = (ref: number | { id: number } | null | undefined) =>
  typeof ref === "object" && ref ? ref.id : ref;

/** What the list shows for a search box text and a filter, as the list view asks for it. */
async function listed(search: string, where?: Where) {
  const found = await payload.find({
    collection: "leads",
    where: mergeListSearchAndWhere({
      collectionConfig: payload.collections.leads.config,
      search,
      where,
    }),
    sort: "-createdAt",
    overrideAccess: false,
    user: owner,
  });
  return found.docs.map((doc) => doc.fullName);
}

beforeAll(async () => {
  // A store from before the admin: a lead with a note of the earlier inbox, no admin tables yet.
  await applyLeadStoreSteps(async (statement) => (await sql.execute(statement)).rows);
  await sql.execute(`insert into leads (full_name, email, phone, project_address, city, service_types,
      budget_range, consent, consent_text, consent_at, spam_verdict, is_spam, status)
    values ('Olga Before', 'olga@example.com', '+1 (972) 555-0142', '9 Elm St', 'Plano',
      '["Tiny Home"]', 'Under $25K', 1, 'I agree.', '2026-01-05T15:00:00.000Z', 'ok', 0, 'contacted')`);
  oldLeadId = Number((await sql.execute("select max(id) as id from leads")).rows[0]?.id);
  await sql.execute({
    sql: "insert into lead_notes (lead_id, body, created_at) values (?, 'Asked for a May start.', '2026-01-06T15:00:00.000Z')",
    args: [oldLeadId],
  });

  const { cms } = await import("@/lib/cms/ready");
  const { ensureFirstOwner } = await import("@/accounts/first-owner");
  payload = await cms();
  await ensureFirstOwner();
  owner = (await payload.find({ collection: "users", limit: 1 })).docs[0]!;
  staff = await payload.create({
    collection: "users",
    data: {
      email: "staff@example.com",
      password: "staff password 1",
      role: "staff",
      name: "Sam Staff",
    },
    user: owner,
  });
}, 60_000);
afterAll(() => {
  stopOutboxLoop();
  sql.close();
  closeDb();
});

describe("a lead stored before the admin existed", () => {
  it("gets its phone's digits and a last-changed time from the store's migration", async () => {
    const store = createClient({ url: ":memory:" });
    const statements = (tag: string) =>
      leadStoreSteps.find((step) => step.tag === tag)?.statements ?? [];
    for (const statement of [...statements("0000_init"), ...statements("0001_spent_form_tokens")])
      await store.execute(statement);
    await store.execute(`insert into leads (full_name, email, phone, project_address, city, service_types,
        budget_range, consent, consent_text, consent_at, spam_verdict, is_spam, status, created_at)
      values ('P', 'p@example.com', '+1 (972) 555-0142', '9 Elm St', 'Plano', '[]', 'Under $25K', 1,
        'I agree.', '2026-01-05T15:00:00.000Z', 'ok', 0, 'new', '2026-01-05T15:00:00.000Z')`);
    for (const statement of statements("0002_admin_columns")) await store.execute(statement);
    const [row] = (await store.execute("select phone_digits, updated_at from leads")).rows;
    expect(row).toMatchObject({
      phone_digits: "9725550142",
      updated_at: "2026-01-05T15:00:00.000Z",
    });
    store.close();
  });

  it("keeps its fields and its note of the earlier inbox", async () => {
    const lead = await payload.findByID({ collection: "leads", id: oldLeadId });
    expect(lead).toMatchObject({
      fullName: "Olga Before",
      city: "Plano",
      serviceTypes: ["Tiny Home"],
      status: "contacted",
    });
    expect(lead.updatedAt).toMatch(/^\d{4}-/);
    expect(lead.notes).toEqual([
      expect.objectContaining({
        body: "Asked for a May start.",
        addedAt: "2026-01-06T15:00:00.000Z",
        addedBy: "the owner",
      }),
    ]);
  });
});

describe("the lead list", () => {
  it("finds a lead by name, e-mail or its phone typed any way", async () => {
    const id = await stored({
      fullName: "Dana Phone",
      phone: "(469) 555-0177",
      phoneDigits: "4695550177",
    });
    expect(id).toBeGreaterThan(0);
    for (const typed of [
      "Dana Phone",
      "dana.phone@",
      "469.555.0177",
      "+1 469 555 0177",
      "555-0177",
    ])
      expect(await listed(typed), typed).toEqual(["Dana Phone"]);
    // A name search never matches every phone through an empty digit string.
    expect(await listed("Phone")).toEqual(["Dana Phone"]);
  });

  it("filters by status, city, service and Dallas days received", async () => {
    const tag = "Filtered";
    await stored({ fullName: `${tag} Ann`, city: "Plano", createdAt: "2024-03-10T18:00:00.000Z" });
    await stored({
      fullName: `${tag} Ben`,
      city: "Allen",
      serviceTypes: ["Bathroom Remodel", "Kitchen Remodel"],
      status: "won",
      createdAt: "2024-03-12T18:00:00.000Z",
    });
    await stored({
      fullName: `${tag} Cat`,
      city: "Plano",
      serviceTypes: ["Home Addition"],
      createdAt: "2024-03-13T04:30:00.000Z", // 11:30 PM on March 12 in Dallas
    });
    expect(await listed(tag, leadWhere({ city: "Plano" }))).toEqual([`${tag} Cat`, `${tag} Ann`]);
    expect(await listed(tag, leadWhere({ status: "won" }))).toEqual([`${tag} Ben`]);
    expect(await listed(tag, leadWhere({ service: "Kitchen Remodel" }))).toEqual([
      `${tag} Ben`,
      `${tag} Ann`,
    ]);
    expect(await listed(tag, leadWhere({ from: "2024-03-11", to: "2024-03-12" }))).toEqual([
      `${tag} Cat`,
      `${tag} Ben`,
    ]);
  });
});

describe("working a lead", () => {
  it("records each status change with who made it and when; the history cannot be written", async () => {
    const id = await stored({ fullName: "Hank History" });
    await payload.update({
      collection: "leads",
      id,
      data: { status: "contacted", statusHistory: [{ status: "won", changedBy: "forged" }] },
      overrideAccess: false,
      user: staff,
    });
    const lead = await payload.update({
      collection: "leads",
      id,
      data: { status: "estimate_scheduled" },
      overrideAccess: false,
      user: owner,
    });
    expect(
      lead.statusHistory?.map(({ from, status, changedBy }) => [from, status, changedBy]),
    ).toEqual([
      ["new", "contacted", "Sam Staff"],
      ["contacted", "estimate_scheduled", "owner@example.com"],
    ]);
    expect(lead.statusChangedAt).toBe(lead.statusHistory?.[1]?.changedAt);
    const unchanged = await payload.update({
      collection: "leads",
      id,
      data: { statusHistory: [] },
      overrideAccess: false,
      user: owner,
    });
    expect(unchanged.statusHistory).toHaveLength(2);
  });

  it("keeps when a lead was first answered and by whom: set once, by a status change or a note", async () => {
    const byStatus = await stored({ fullName: "Fred First" });
    const answered = await payload.update({
      collection: "leads",
      id: byStatus,
      data: { status: "contacted", firstResponseAt: "2000-01-01T00:00:00.000Z" },
      overrideAccess: false,
      user: staff,
    });
    expect(answered.firstResponseAt).toBe(answered.statusChangedAt);
    expect(accountId(answered.firstResponseBy)).toBe(staff.id);
    expect(answered.firstResponder).toBe("Sam Staff");
    const later = await payload.update({
      collection: "leads",
      id: byStatus,
      data: { status: "won", notes: [{ body: "Signed." }] },
      overrideAccess: false,
      user: owner,
    });
    expect(later.firstResponseAt).toBe(answered.firstResponseAt);
    expect(accountId(later.firstResponseBy)).toBe(staff.id);

    const byNote = await stored({ fullName: "Nell Note" });
    const noted = await payload.update({
      collection: "leads",
      id: byNote,
      data: { notes: [{ body: "Called, no answer; left a voicemail." }] },
      overrideAccess: false,
      user: owner,
    });
    expect(noted.status).toBe("new");
    expect(noted.firstResponseAt).toBe(noted.notes?.[0]?.addedAt);
    expect(accountId(noted.firstResponseBy)).toBe(owner.id);
  });

  it("does not count marking a lead as spam as answering it", async () => {
    const id = await stored({ fullName: "Sid Spam" });
    const lead = await payload.update({
      collection: "leads",
      id,
      data: { status: "spam" },
      overrideAccess: false,
      user: owner,
    });
    expect(lead.firstResponseAt ?? null).toBeNull();
    expect(lead.firstResponseBy ?? null).toBeNull();
  });

  it("keeps what the homeowner sent exactly as it arrived", async () => {
    const id = await stored({ fullName: "Ivy Intact", utmSource: "google" });
    const lead = await payload.update({
      collection: "leads",
      id,
      data: { fullName: "Someone Else", utmSource: "forged", consent: false },
      overrideAccess: false,
      user: owner,
    });
    expect(lead).toMatchObject({ fullName: "Ivy Intact", utmSource: "google", consent: true });
  });

  it("stamps each note with its author and time, which a later save cannot change", async () => {
    const id = await stored({ fullName: "Nora Notes" });
    const first = await payload.update({
      collection: "leads",
      id,
      data: {
        notes: [
          { body: "Left a voicemail.", addedBy: "forged", addedAt: "2000-01-01T00:00:00.000Z" },
        ],
      },
      overrideAccess: false,
      user: staff,
    });
    const note = first.notes?.[0];
    expect(note).toMatchObject({ body: "Left a voicemail.", addedBy: "Sam Staff" });
    expect(Date.now() - Date.parse(note?.addedAt ?? "")).toBeLessThan(60_000);
    const second = await payload.update({
      collection: "leads",
      id,
      data: {
        notes: [{ ...note, addedBy: "forged again" }, { body: "Site visit Friday 9 AM." }],
      },
      overrideAccess: false,
      user: owner,
    });
    expect(second.notes?.map((n) => [n.body, n.addedBy])).toEqual([
      ["Left a voicemail.", "Sam Staff"],
      ["Site visit Friday 9 AM.", "owner@example.com"],
    ]);
  });

  it("names the account by id: its current name, never one it typed, and only it edits its notes", async () => {
    const id = await stored({ fullName: "Rita Record" });
    const asStaff = { overrideAccess: false, user: staff } as const;
    const asOwner = { overrideAccess: false, user: owner } as const;
    const first = await payload.update({
      collection: "leads",
      id,
      data: { status: "contacted", notes: [{ body: "Staff note." }] },
      ...asStaff,
    });
    const staffNote = first.notes![0]!;
    expect(staffNote).toMatchObject({ addedBy: "Sam Staff", addedByUser: { id: staff.id } });
    const second = await payload.update({
      collection: "leads",
      id,
      data: { notes: [staffNote, { body: "Owner note." }] },
      ...asOwner,
    });
    const ownerNote = second.notes![1]!;

    // Staff can neither rewrite nor drop the owner's note; the lead is left as it was.
    for (const notes of [[staffNote, { ...ownerNote, body: "Rewritten." }], [staffNote]])
      await expect(
        payload.update({ collection: "leads", id, data: { notes }, ...asStaff }),
      ).rejects.toThrow('Only its author or an owner can change or delete the note "Owner note."');
    // Their own note is theirs to edit.
    const edited = await payload.update({
      collection: "leads",
      id,
      data: { notes: [{ ...staffNote, body: "Staff note, edited." }, ownerNote] },
      ...asStaff,
    });
    expect(edited.notes!.map((note) => note.body)).toEqual(["Staff note, edited.", "Owner note."]);

    // Renamed by the owner, the account's history and notes show its new name.
    await payload.update({
      collection: "users",
      id: staff.id,
      data: { name: "Samantha Staff" },
      ...asOwner,
    });
    const lead = await payload.findByID({ collection: "leads", id, ...asOwner });
    expect(lead.statusHistory!.map((change) => change.changedBy)).toEqual(["Samantha Staff"]);
    expect(lead.notes!.map((note) => note.addedBy)).toEqual([
      "Samantha Staff",
      "owner@example.com",
    ]);
    await payload.update({
      collection: "users",
      id: staff.id,
      data: { name: "Sam Staff" },
      ...asOwner,
    });
  });

  it("cannot be created in the admin, and only an owner deletes one", async () => {
    await expect(
      payload.create({
        collection: "leads",
        data: { fullName: "Made Up" } as never,
        overrideAccess: false,
        user: owner,
      }),
    ).rejects.toMatchObject({ status: 403 });
    const id = await stored({ fullName: "Del Etion" });
    await expect(
      payload.delete({ collection: "leads", id, overrideAccess: false, user: staff }),
    ).rejects.toMatchObject({ status: 403 });
    await payload.delete({ collection: "leads", id, overrideAccess: false, user: owner });
  });
});

describe("the admin's lead endpoints", () => {
  const call = async (
    path: string,
    method: "get" | "post",
    user: User | null,
    routeParams: Record<string, string> = {},
    query: Record<string, unknown> = {},
  ) => {
    const endpoint = payload.collections.leads.config.endpoints
      ? payload.collections.leads.config.endpoints.find(
          (e) => e.path === path && e.method === method,
        )
      : undefined;
    const req = await createLocalReq({ user: user ?? undefined }, payload);
    if (!user) req.user = null;
    Object.assign(req, { routeParams, query });
    return Promise.resolve(endpoint!.handler(req)).then(
      (response) => response,
      (error: { status?: number }) => new Response(null, { status: error.status ?? 500 }),
    );
  };

  it("exports the listed leads as CSV with formulas neutralised, for signed-in people only", async () => {
    await stored({ fullName: '=HYPERLINK("x") Export', city: "Irving" });
    await stored({ fullName: "Lost Export", city: "Irving", status: "lost" });
    await stored({ fullName: "Elsewhere Export", city: "Garland" });
    const response = await call(
      "/export",
      "get",
      staff,
      {},
      { search: "Export", where: leadWhere({ city: "Irving" }) },
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await response.text();
    expect(text).toContain(`"'=HYPERLINK(""x"") Export"`);
    const [header = [], ...rows] = parseCsv(text.slice(1));
    const name = header.indexOf("Name");
    expect(rows.map((row) => row[name])).toEqual(["Lost Export", `'=HYPERLINK("x") Export`]);
    expect((await call("/export", "get", null)).status).toBe(403);
  });

  it("retries a failed notification now and answers with its new state; nothing else", async () => {
    const id = await stored({ fullName: "Rita Retry" }, [
      { channel: "webhook", status: "pending" },
    ]);
    const [webhook] = await getDeliveriesForLead(id);
    await sql.execute({
      sql: "update deliveries set status = 'failed', attempts = 2, last_error = 'connect ECONNREFUSED' where id = ?",
      args: [webhook!.id],
    });
    const params = { id: String(id), delivery: String(webhook!.id) };
    expect((await call("/:id/deliveries/:delivery/retry", "post", null, params)).status).toBe(403);
    const response = await call("/:id/deliveries/:delivery/retry", "post", owner, params);
    expect(response.status).toBe(200);
    const { delivery } = (await response.json()) as {
      delivery: { attempts: number; details: { value: string }[] };
    };
    expect(delivery.attempts).toBe(3);
    expect(delivery.details[0]?.value).toContain("LEAD_WEBHOOK_URL is not set");

    const other = await stored({ fullName: "Otto Other" });
    const foreign = await call("/:id/deliveries/:delivery/retry", "post", owner, {
      id: String(other),
      delivery: String(webhook!.id),
    });
    expect(foreign.status).toBe(404);
  });
});
