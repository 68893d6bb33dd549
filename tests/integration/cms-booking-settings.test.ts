import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOT_ALLOWED,
  pointAtFreshCmsDatabase,
  refusalOf,
  SEED_TIMEOUT_MS,
} from "./support/cms-database";

pointAtFreshCmsDatabase("cms-booking-settings");

const { cms } = await import("@/lib/cms/ready");
const { bookingSettings } = await import("@/bookings/settings");
const { bookingRulesFrom, defaultBookingSettings } = await import("@/bookings/rules");
const { placeholderFacts } = await import("@/business/facts");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
const owner = { id: 1, role: "owner", collection: "users" } as const;
const staff = { id: 2, role: "staff", collection: "users" } as const;

const update = (data: Record<string, unknown>, user: object | null = owner) =>
  payload.updateGlobal({
    slug: "booking-settings",
    data,
    overrideAccess: false,
    ...(user ? { user: user as never } : {}),
  });
const read = (user: object | null) =>
  payload.findGlobal({
    slug: "booking-settings",
    overrideAccess: false,
    ...(user ? { user: user as never } : {}),
  });

beforeAll(async () => {
  payload = await cms();
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the booking settings", { timeout: 30_000 }, () => {
  it("offer on a fresh install the call in the business's hours, not the in-home visit", async () => {
    const settings = await bookingSettings(payload, placeholderFacts);
    expect(settings).toEqual(defaultBookingSettings(placeholderFacts));
    // Homeowners book the call; the office books warranty visits whatever is offered online.
    expect(Object.keys(bookingRulesFrom(settings, placeholderFacts))).toEqual(["call", "warranty"]);
  });

  it("are seen and changed by owners only: staff and visitors get neither", async () => {
    await expect(read(staff)).rejects.toThrow(NOT_ALLOWED);
    await expect(read(null)).rejects.toThrow(NOT_ALLOWED);
    await expect(update({ call: { offered: false } }, staff)).rejects.toThrow(NOT_ALLOWED);
    await expect(update({ call: { offered: false } }, null)).rejects.toThrow(NOT_ALLOWED);
    expect((await bookingSettings(payload, placeholderFacts)).call.offered).toBe(true);
  });

  it("keep what the owner sets: the visit's own hours, notice and days off", async () => {
    await update({
      visit: {
        offered: true,
        lengthMinutes: 60,
        noticeHours: 24,
        hours: [{ days: ["Tuesday", "Thursday"], opens: "10:00", closes: "15:00" }],
      },
      blocked: [{ from: "2026-12-24", to: "2026-12-26", reason: "Christmas" }],
    });
    const rules = bookingRulesFrom(
      await bookingSettings(payload, placeholderFacts),
      placeholderFacts,
    );
    expect(rules.visit).toMatchObject({
      lengthMinutes: 60,
      noticeMinutes: 1440,
      hours: [{ days: ["Tuesday", "Thursday"], opens: "10:00", closes: "15:00" }],
      blocked: [{ from: "2026-12-24", to: "2026-12-26", reason: "Christmas" }],
    });
    expect(rules.call?.hours).toEqual(placeholderFacts.hours);
  });

  it("refuse a bad value with a message the owner understands, keeping what was saved", async () => {
    expect(await refusalOf(update({ call: { lengthMinutes: 17 } }))).toMatch(/multiple of 5/);
    expect(
      await refusalOf(update({ blocked: [{ from: "2026-12-26", to: "2026-12-24" }] })),
    ).toMatch(/on or after the first/);
    expect(
      await refusalOf(
        update({ call: { hours: [{ days: ["Monday"], opens: "12:00", closes: "09:00" }] } }),
      ),
    ).toMatch(/closing time comes after/);
    const settings = await bookingSettings(payload, placeholderFacts);
    expect(settings.call.lengthMinutes).toBe(15);
    expect(settings.blocked).toHaveLength(1);
  });
});
