import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { oneAtATime } from "./start-lock";

const databaseIn = (folder: string) => `file:${path.join(folder, "site.db")}`;

describe("oneAtATime", () => {
  it("lets two processes' clients run the same work one after the other, never together", async () => {
    const url = databaseIn(mkdtempSync(path.join(tmpdir(), "start-lock-")));
    const [first, second] = [createClient({ url }), createClient({ url })];
    const events: string[] = [];
    const work = (who: string) => async () => {
      events.push(`${who} in`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push(`${who} out`);
      return who;
    };
    const results = await Promise.all([
      oneAtATime(first, "migrations", work("a")),
      oneAtATime(second, "migrations", work("b")),
    ]);
    expect(results).toEqual(["a", "b"]);
    expect(events.join(", ")).toMatch(/^(a in, a out, b in, b out|b in, b out, a in, a out)$/);
  });

  it("gives the lock back when the work fails", async () => {
    const client = createClient({ url: databaseIn(mkdtempSync(path.join(tmpdir(), "lock-"))) });
    await expect(
      oneAtATime(client, "seed", () => Promise.reject(new Error("disk full"))),
    ).rejects.toThrow("disk full");
    const started = Date.now();
    expect(await oneAtATime(client, "seed", async () => "done")).toBe("done");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
