import { pbkdf2Sync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isAccountPassword, MIN_PASSWORD_LENGTH, passwordProblem } from "./passwords";

describe("passwords", () => {
  it("are at least 12 characters, refused with the count", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem("eleven char")).toContain("at least 12 characters (this one has 11)");
    expect(passwordProblem(undefined)).toContain("(this one has 0)");
    expect(passwordProblem("twelve chars")).toBeNull();
  });

  it("are checked against both stored forms of the admin's hash", async () => {
    const salt = "a1b2c3";
    const current = {
      salt,
      hash: `pbkdf2-sha256-v1:${pbkdf2Sync("right one here", salt, 600_000, 32, "sha256").toString("hex")}`,
    };
    const legacy = {
      salt,
      hash: pbkdf2Sync("right one here", salt, 25_000, 512, "sha256").toString("hex"),
    };
    for (const account of [current, legacy]) {
      expect(await isAccountPassword(account, "right one here")).toBe(true);
      expect(await isAccountPassword(account, "wrong one here")).toBe(false);
    }
    expect(await isAccountPassword({}, "right one here")).toBe(false);
  });
});
