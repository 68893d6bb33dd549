import { afterEach, describe, expect, it } from "vitest";
import { ownerReach, silenceProblem } from "./owner-reach";

const saved = { SMTP_URL: process.env.SMTP_URL, NTFY_URL: process.env.NTFY_URL };

afterEach(() => {
  for (const [key, value] of Object.entries(saved))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
});

describe("reaching the owner", () => {
  it("with neither e-mail nor phone alerts set up, no lead reaches anyone, and the reason names both settings", () => {
    delete process.env.SMTP_URL;
    delete process.env.NTFY_URL;
    expect(ownerReach()).toEqual({ reachable: false, channels: [] });
    expect(silenceProblem()).toBe(
      "No way to reach the owner is set up: leads are stored but reach no one. Set SMTP_URL (e-mail) or NTFY_URL (phone alerts).",
    );
  });

  it("either way is enough", () => {
    delete process.env.SMTP_URL;
    process.env.NTFY_URL = "https://ntfy.sh/owner-topic";
    expect(ownerReach()).toEqual({ reachable: true, channels: ["phone alerts"] });
    expect(silenceProblem()).toBeNull();
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    delete process.env.NTFY_URL;
    expect(ownerReach()).toEqual({ reachable: true, channels: ["e-mail"] });
  });
});
