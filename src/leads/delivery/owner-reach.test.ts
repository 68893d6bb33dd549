// The database's migration chain is registered at start.
import "../../../tests/support/register-concepts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/lib/db/client";
import { removePushDevice, savePushDevice } from "@/leads/push/store";
import { ownerReach, silenceProblem } from "./owner-reach";

const saved = {
  SMTP_URL: process.env.SMTP_URL,
  NTFY_URL: process.env.NTFY_URL,
  DATABASE_URL: process.env.DATABASE_URL,
};
const dir = mkdtempSync(path.join(tmpdir(), "owner-reach-"));

beforeAll(() => {
  process.env.DATABASE_URL = `file:${path.join(dir, "leads.db")}`;
});

afterEach(() => {
  for (const [key, value] of Object.entries(saved))
    if (key === "DATABASE_URL") continue;
    else if (value === undefined) delete process.env[key];
    else process.env[key] = value;
});

afterAll(() => {
  closeDb();
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved.DATABASE_URL;
  rmSync(dir, { recursive: true, force: true });
});

describe("reaching the owner", () => {
  it("with no e-mail, no phone alerts and no device, no lead reaches anyone, and the reason names all three", async () => {
    delete process.env.SMTP_URL;
    delete process.env.NTFY_URL;
    expect(await ownerReach()).toEqual({ reachable: false, channels: [] });
    expect(await silenceProblem()).toBe(
      "No way to reach the owner is set up: leads are stored but reach no one. Set SMTP_URL (e-mail) or NTFY_URL (phone alerts), or use “Alert me on this device” in the admin.",
    );
  });

  it("any one way is enough", async () => {
    delete process.env.SMTP_URL;
    process.env.NTFY_URL = "https://ntfy.sh/owner-topic";
    expect(await ownerReach()).toEqual({ reachable: true, channels: ["phone alerts"] });
    expect(await silenceProblem()).toBeNull();
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    delete process.env.NTFY_URL;
    expect(await ownerReach()).toEqual({ reachable: true, channels: ["e-mail"] });
    delete process.env.SMTP_URL;
    const device = await savePushDevice({
      userId: 1,
      endpoint: "https://fcm.googleapis.com/fcm/send/owner-phone",
      p256dh: "p",
      auth: "a",
      label: "Chrome on Android",
    });
    expect(await ownerReach()).toEqual({ reachable: true, channels: ["alerts on a device"] });
    await removePushDevice(device.id);
    expect((await ownerReach()).reachable).toBe(false);
  });
});
