import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOT_ALLOWED,
  pointAtFreshCmsDatabase,
  refusalOf,
  WRONG_PASSWORD,
} from "./support/cms-database";
import type { User } from "@/lib/cms/payload-types";

pointAtFreshCmsDatabase("cms-accounts", { withOwner: true });

const { cms } = await import("@/lib/cms/ready");
const { adminSetupProblem, ensureFirstOwner } = await import("@/accounts/first-owner");
const { closeDb, getDb } = await import("@/lib/db/client");
const { makeCalendarFeedToken, accountOfCalendarFeed } =
  await import("@/bookings/calendar-feed-store");
const { listPushDevices, savePushDevice } = await import("@/leads/push/store");

let payload: Payload;
let owner: User;
let staff: User;

beforeAll(async () => {
  payload = await cms();
  // Before the first owner: the admin's own first-register path must not create anyone.
  await expect(
    payload.create({
      collection: "users",
      data: { email: "x@example.com", password: "p", role: "owner" },
    }),
  ).rejects.toThrow(NOT_ALLOWED);
  await ensureFirstOwner();
  owner = (await payload.find({ collection: "users" })).docs[0]!;
  staff = await payload.create({
    collection: "users",
    data: { email: "staff@example.com", password: "staff password 1", role: "staff" },
    user: owner,
    overrideAccess: false,
  });
});
afterAll(() => closeDb());

describe("the first owner", () => {
  it("is created once from ADMIN_EMAIL and ADMIN_PASSWORD, and the admin is then open", async () => {
    await ensureFirstOwner();
    const owners = await payload.find({
      collection: "users",
      where: { role: { equals: "owner" } },
    });
    expect(owners.docs.map((u) => u.email)).toEqual(["owner@example.com"]);
    await expect(
      payload.login({
        collection: "users",
        data: { email: "owner@example.com", password: "a long owner password" },
      }),
    ).resolves.toMatchObject({ user: { role: "owner" } });
    expect(await adminSetupProblem()).toBeNull();
  });
});

describe("who may touch accounts", () => {
  it("refuses anonymous reads and writes", async () => {
    await expect(payload.find({ collection: "users", overrideAccess: false })).rejects.toThrow(
      NOT_ALLOWED,
    );
    await expect(
      payload.create({
        collection: "users",
        data: { email: "anon@example.com", password: "anon password 12", role: "owner" },
        overrideAccess: false,
      }),
    ).rejects.toThrow(NOT_ALLOWED);
  });

  it("lets staff see only their own account and never change their role", async () => {
    const seen = await payload.find({ collection: "users", user: staff, overrideAccess: false });
    expect(seen.docs.map((u) => u.email)).toEqual(["staff@example.com"]);
    const updated = await payload.update({
      collection: "users",
      id: staff.id,
      data: { role: "owner" },
      user: staff,
      overrideAccess: false,
    });
    expect(updated).toMatchObject({ role: "staff" });
  });

  it("lets only an owner rename an account or change its e-mail (the leads' history shows them)", async () => {
    for (const data of [{ name: "The Owner" }, { email: "owner@example.co" }])
      await expect(
        payload.update({
          collection: "users",
          id: staff.id,
          data,
          user: staff,
          overrideAccess: false,
        }),
      ).rejects.toThrow("Only an owner changes an account's name or e-mail address");
    const renamed = await payload.update({
      collection: "users",
      id: staff.id,
      data: { name: "Sam Staff" },
      user: owner,
      overrideAccess: false,
    });
    expect(renamed).toMatchObject({ name: "Sam Staff", email: "staff@example.com" });
  });

  it("refuses staff creating or deleting accounts", async () => {
    await expect(
      payload.create({
        collection: "users",
        data: { email: "new@example.com", password: "new password 123", role: "staff" },
        user: staff,
        overrideAccess: false,
      }),
    ).rejects.toThrow(NOT_ALLOWED);
    await expect(
      payload.delete({ collection: "users", id: owner.id, user: staff, overrideAccess: false }),
    ).rejects.toThrow(NOT_ALLOWED);
  });

  it("keeps at least one owner", async () => {
    await expect(
      payload.update({
        collection: "users",
        id: owner.id,
        data: { role: "staff" },
        user: owner,
        overrideAccess: false,
      }),
    ).rejects.toThrow("at least one owner");
    await expect(
      payload.delete({ collection: "users", id: owner.id, user: owner, overrideAccess: false }),
    ).rejects.toThrow("at least one owner");
  });

  it("never locks an account: wrong passwords are limited per address instead", async () => {
    const attempt = () =>
      payload.login({
        collection: "users",
        data: { email: "staff@example.com", password: "wrong password" },
      });
    for (let i = 0; i < 6; i++) await expect(attempt()).rejects.toThrow(WRONG_PASSWORD);
    await expect(
      payload.login({
        collection: "users",
        data: { email: "staff@example.com", password: "staff password 1" },
      }),
    ).resolves.toMatchObject({ user: { role: "staff" } });
  });
});

describe("passwords", () => {
  const tooShort = "A password needs at least 12 characters (this one has 5)";
  const changeOwn = (data: Record<string, string>, user: User = staff) =>
    payload.update({ collection: "users", id: user.id, data, user, overrideAccess: false });
  const signsIn = (password: string) =>
    payload.login({ collection: "users", data: { email: "staff@example.com", password } }).then(
      () => true,
      () => false,
    );

  it("are at least 12 characters for every account, on creation and on change", async () => {
    expect(
      await refusalOf(
        payload.create({
          collection: "users",
          data: { email: "short@example.com", password: "short", role: "staff" },
          user: owner,
          overrideAccess: false,
        }),
      ),
    ).toContain(tooShort);
    expect(
      await refusalOf(
        payload.update({
          collection: "users",
          id: staff.id,
          data: { password: "short" },
          user: owner,
          overrideAccess: false,
        }),
      ),
    ).toContain(tooShort);
    expect(await signsIn("short")).toBe(false);
  });

  it("take the current one to set one's own new one", async () => {
    expect(await refusalOf(changeOwn({ password: "a new staff password" }))).toContain(
      "Type your current password to set a new one.",
    );
    expect(
      await refusalOf(
        changeOwn({ password: "a new staff password", currentPassword: "a wrong guess!" }),
      ),
    ).toContain("That is not your current password.");
    expect(await signsIn("a new staff password")).toBe(false);
    await changeOwn({ password: "a new staff password", currentPassword: "staff password 1" });
    expect(await signsIn("a new staff password")).toBe(true);
    expect(await refusalOf(changeOwn({ password: "another password 1" }, owner))).toContain(
      "Type your current password to set a new one.",
    );
  });

  it("of staff are set by an owner without theirs", async () => {
    await payload.update({
      collection: "users",
      id: staff.id,
      data: { password: "staff password 1" },
      user: owner,
      overrideAccess: false,
    });
    expect(await signsIn("staff password 1")).toBe(true);
  });
});

describe("a deleted account", () => {
  const count = async (query: string) => {
    const db = await getDb();
    const [row] = await db.all<{ n: number }>(query);
    return row?.n;
  };

  it("leaves no calendar address, device or lock, and its id never comes back", async () => {
    // The newest account, so a reused id would be exactly its own.
    const leaving = await payload.create({
      collection: "users",
      data: { email: "leaving@example.com", password: "leaving password 1", role: "staff" },
      user: owner,
      overrideAccess: false,
    });
    const token = await makeCalendarFeedToken(leaving.id);
    await savePushDevice({
      userId: leaving.id,
      endpoint: "https://fcm.googleapis.com/fcm/send/leaving",
      p256dh: "k",
      auth: "a",
      label: "Chrome on Android",
    });
    await payload.create({
      collection: "payload-locked-documents",
      data: {
        document: { relationTo: "users", value: owner.id },
        globalSlug: undefined,
        user: { relationTo: "users", value: leaving.id },
      },
    });
    expect(await accountOfCalendarFeed(token)).toBe(leaving.id);
    expect(await count("select count(*) as n from calendar_feeds")).toBe(1);

    await payload.delete({
      collection: "users",
      id: leaving.id,
      user: owner,
      overrideAccess: false,
    });

    expect(await accountOfCalendarFeed(token)).toBeUndefined();
    expect(await count("select count(*) as n from calendar_feeds")).toBe(0);
    expect(await listPushDevices([leaving.id])).toEqual([]);
    expect(await count("select count(*) as n from payload_locked_documents")).toBe(0);

    const next = await payload.create({
      collection: "users",
      data: { email: "next@example.com", password: "next password 12", role: "staff" },
      user: owner,
      overrideAccess: false,
    });
    expect(next.id).toBeGreaterThan(leaving.id);
    expect(await accountOfCalendarFeed(token)).toBeUndefined();
    expect(await listPushDevices([next.id])).toEqual([]);
  });

  it("takes only its own: another account's calendar address keeps working", async () => {
    const staying = await payload.create({
      collection: "users",
      data: { email: "staying@example.com", password: "staying password", role: "owner" },
      user: owner,
      overrideAccess: false,
    });
    const token = await makeCalendarFeedToken(owner.id);
    await payload.delete({
      collection: "users",
      id: staying.id,
      user: owner,
      overrideAccess: false,
    });
    expect(await accountOfCalendarFeed(token)).toBe(owner.id);
  });

  it("leaves every table that names accounts pointing at the rebuilt accounts table", async () => {
    const db = await getDb();
    const [users] = await db.all<{ sql: string }>(
      "select sql from sqlite_master where type = 'table' and name = 'users'",
    );
    expect(users?.sql).toMatch(/`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL/);
    const sessions = await db.all<{ table: string; on_delete: string }>(
      "pragma foreign_key_list('users_sessions')",
    );
    expect(sessions).toEqual([expect.objectContaining({ table: "users", on_delete: "CASCADE" })]);
    expect(await db.all("pragma foreign_key_check")).toEqual([]);
  });

  it("keeps only the SHA-256 of a calendar token", async () => {
    const token = await makeCalendarFeedToken(owner.id);
    const db = await getDb();
    const rows = await db.all<{ token_hash: string }>("select token_hash from calendar_feeds");
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
