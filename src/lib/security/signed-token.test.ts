// The database's migration chain is registered at start.
import "../../../tests/support/register-concepts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

process.env.DATABASE_URL = `file:${path.join(mkdtempSync(path.join(tmpdir(), "signed-")), "t.db")}`;
const { closeDb } = await import("@/lib/db/client");
const { readSignedToken, signedToken } = await import("./signed-token");

afterAll(() => closeDb());

const NOW = new Date("2026-12-01T12:00:00Z");
const LATER = new Date("2026-12-31T12:00:00Z");

describe("signed tokens", () => {
  it("read back to their subject until they expire", async () => {
    const token = await signedToken("book", "42", LATER);
    expect(token).toMatch(/^[\w.-]+$/);
    expect(await readSignedToken("book", token, NOW)).toEqual({
      valid: true,
      subject: "42",
      expiresAt: LATER,
    });
    expect(await readSignedToken("book", token, LATER)).toEqual({
      valid: false,
      problem: "expired",
    });
  });

  it("are refused for another purpose, another subject or a later expiry", async () => {
    const token = await signedToken("book", "42", LATER);
    const [, expiry, signature] = token.split(".");
    const later = (parseInt(expiry!, 36) + 86_400).toString(36);
    for (const forged of [
      token.replace(/^42/, "43"),
      `42.${later}.${signature}`,
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      "",
      "42",
      `${"9".repeat(80)}.${expiry}.${signature}`,
    ]) {
      expect(await readSignedToken("book", forged, NOW), forged).toEqual({
        valid: false,
        problem: "invalid",
      });
    }
    expect((await readSignedToken("appointment", token, NOW)).valid).toBe(false);
    expect((await readSignedToken("book", null, NOW)).valid).toBe(false);
  });
});
