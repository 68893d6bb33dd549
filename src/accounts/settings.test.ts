import { describe, expect, it } from "vitest";
import { adminSettings, signingSecret } from "./settings";

const secret = "0123456789abcdef0123456789abcdef";

describe("adminSettings", () => {
  it("locks the admin without a secret of 32 characters, and says what to set", () => {
    for (const env of [{}, { PAYLOAD_SECRET: "short" }, { SESSION_SECRET: "  short  " }]) {
      const settings = adminSettings(env);
      expect(settings.state).toBe("locked");
      expect(settings.state === "locked" && settings.problem).toContain("PAYLOAD_SECRET");
    }
  });

  it("takes PAYLOAD_SECRET first and falls back to SESSION_SECRET", () => {
    expect(adminSettings({ PAYLOAD_SECRET: secret, SESSION_SECRET: "x".repeat(40) })).toMatchObject(
      { state: "open", secret },
    );
    expect(adminSettings({ SESSION_SECRET: secret })).toMatchObject({ state: "open", secret });
  });

  it("names the first owner only with an e-mail and a password of 12 characters", () => {
    const open = { PAYLOAD_SECRET: secret };
    expect(adminSettings(open)).toMatchObject({ firstOwner: null });
    expect(adminSettings({ ...open, ADMIN_EMAIL: "o@example.com" })).toMatchObject({
      firstOwner: null,
      ownerProblem: expect.stringContaining("Set ADMIN_EMAIL"),
    });
    expect(
      adminSettings({ ...open, ADMIN_EMAIL: "o@example.com", ADMIN_PASSWORD: "elevenchars" }),
    ).toMatchObject({ firstOwner: null, ownerProblem: expect.stringContaining("shorter than 12") });
    expect(
      adminSettings({ ...open, ADMIN_EMAIL: "o@example.com", ADMIN_PASSWORD: "twelve chars" }),
    ).toMatchObject({
      firstOwner: { email: "o@example.com", password: "twelve chars" },
      ownerProblem: null,
    });
  });
});

describe("signingSecret", () => {
  it("is the configured secret, or a new unknowable one while the admin is locked", () => {
    expect(signingSecret(adminSettings({ PAYLOAD_SECRET: secret }))).toBe(secret);
    const locked = adminSettings({});
    expect(signingSecret(locked)).toHaveLength(64);
    expect(signingSecret(locked)).not.toBe(signingSecret(locked));
  });
});
