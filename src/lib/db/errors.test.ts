import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { DrizzleQueryError } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { afterAll, describe, expect, it } from "vitest";
import { describeDbError } from "./errors";

const people = sqliteTable("people", {
  id: integer("id").primaryKey(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull().unique(),
  phone: text("phone").notNull(),
});
const maria = { fullName: "Maria Lopez", email: "maria@example.com", phone: "(214) 555-0199" };
const personalData = ["Maria", "maria@example.com", "555-0199", "214", "Failed query", "params"];

const dir = mkdtempSync(path.join(tmpdir(), "db-errors-"));
const clients: Client[] = [];

async function peopleDb(url: string) {
  const client = createClient({ url });
  clients.push(client);
  await client.execute(
    "create table if not exists people (id integer primary key, full_name text not null, email text not null unique, phone text not null)",
  );
  return { client, db: drizzle(client) };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

afterAll(() => {
  for (const client of clients) client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("describeDbError", () => {
  it("names a constraint failure and its table, but none of the lead's values", async () => {
    const { db } = await peopleDb(":memory:");
    await db.insert(people).values(maria);
    const error = await failure(() => db.insert(people).values(maria));
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(String(error)).toContain("maria@example.com");

    const description = describeDbError(error);
    expect(description).toContain("SQLITE_CONSTRAINT_UNIQUE");
    expect(description).toContain("UNIQUE constraint failed: people.email");
    expect(description).toContain("insert into people");
    for (const data of personalData) expect(description).not.toContain(data);
  });

  it("names SQLITE_BUSY when another connection holds the write lock", async () => {
    const url = `file:${path.join(dir, "busy.db")}`;
    const holder = await peopleDb(url);
    const { db } = await peopleDb(url);
    const lock = await holder.client.transaction("write");
    const error = await failure(() => db.insert(people).values(maria));
    await lock.rollback();

    const description = describeDbError(error);
    expect(description).toBe("SQLITE_BUSY: database is locked (insert into people)");
  });

  it("walks the cause chain of a wrapping error", async () => {
    const { db } = await peopleDb(":memory:");
    const cause = await failure(() => db.insert(people).values({ ...maria, fullName: null! }));
    const wrapped = new Error("Lead could not be stored", { cause });

    const description = describeDbError(wrapped);
    expect(description).toContain("SQLITE_CONSTRAINT_NOTNULL");
    expect(description).toContain("insert into people");
    for (const data of personalData) expect(description).not.toContain(data);
  });

  it("hides a value that a driver echoes in its own message", () => {
    const cause = Object.assign(
      new Error("SQLITE_MISMATCH: cannot store Maria Lopez, call (214) 555-0199 or maria@x.org"),
      { code: "SQLITE_MISMATCH" },
    );
    const error = new DrizzleQueryError(
      'update "leads" set "full_name" = ? where "id" = ?',
      ["Maria Lopez", 7],
      cause,
    );

    const description = describeDbError(error);
    expect(description).toBe(
      "SQLITE_MISMATCH: cannot store [value], call [number] or [e-mail] (update leads)",
    );
  });

  it("survives a cause cycle, a wrapper without cause, and thrown non-errors", () => {
    const loop = Object.assign(new Error("loop"), { code: "ELOOP" });
    loop.cause = loop;
    expect(describeDbError(loop)).toBe("ELOOP: loop");
    expect(
      describeDbError(
        new DrizzleQueryError('select "email" from "leads" where "email" = ?', [
          "maria@example.com",
        ]),
      ),
    ).toBe("DrizzleQueryError (select from leads)");
    expect(describeDbError("maria@example.com")).toBe("non-error value thrown (string)");
    expect(describeDbError(undefined)).toBe("non-error value thrown (undefined)");
  });
});
