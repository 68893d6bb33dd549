import { describe, expect, it } from "vitest";
import { placeholderFacts } from "@/business/facts";
import {
  bookingRulesFrom,
  bookingSettingRules,
  bookingSettingsSchema,
  defaultBookingSettings,
} from "./rules";

const message = (
  rule: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => rule.safeParse(value).error?.issues[0]?.message;

describe("the owner's booking settings", () => {
  it("start with the call offered from the business's hours and the visit off", () => {
    const settings = bookingSettingsSchema.parse(defaultBookingSettings(placeholderFacts));
    const rules = bookingRulesFrom(settings, placeholderFacts);
    // The warranty visit is the office's to book, offered online or not.
    expect(Object.keys(rules)).toEqual(["call", "warranty"]);
    expect(rules.call).toEqual({
      hours: placeholderFacts.hours,
      lengthMinutes: 15,
      bufferMinutes: 15,
      noticeMinutes: 120,
      daysAhead: 21,
      blocked: [],
    });
    expect(settings.visit.lengthMinutes).toBe(45);
  });

  it("book a warranty visit by the in-home visit's length, buffer and hours, offered online or not", () => {
    const base = defaultBookingSettings(placeholderFacts);
    const hours = [{ days: ["Friday" as const], opens: "08:00", closes: "12:00" }];
    const rules = bookingRulesFrom({ ...base, visit: { ...base.visit, hours } }, placeholderFacts);
    expect(rules.visit).toBeUndefined();
    expect(rules.warranty).toMatchObject({ hours, lengthMinutes: 45, bufferMinutes: 30 });
  });

  it("use a kind's own hours when it has them, and share the blocked days", () => {
    const base = defaultBookingSettings(placeholderFacts);
    const hours = [{ days: ["Tuesday" as const], opens: "10:00", closes: "14:00" }];
    const blocked = [{ from: "2026-12-24", to: "2026-12-26", reason: "Christmas" }];
    const rules = bookingRulesFrom(
      { ...base, visit: { ...base.visit, offered: true, hours, noticeHours: 24 }, blocked },
      placeholderFacts,
    );
    expect(rules.visit).toMatchObject({ hours, noticeMinutes: 1440, blocked });
    expect(rules.call?.blocked).toBe(blocked);
  });

  it("refuse what no calendar can keep, saying why", () => {
    expect(message(bookingSettingRules.lengthMinutes, 17)).toBe(
      "The length is a multiple of 5 minutes, e.g. 15 or 45.",
    );
    expect(message(bookingSettingRules.lengthMinutes, 300)).toBe(
      "The length is at most 240 minutes.",
    );
    expect(message(bookingSettingRules.noticeHours, 1.3)).toBe(
      "Use quarter hours at most, e.g. 1.5 or 2.",
    );
    expect(message(bookingSettingRules.daysAhead, 0)).toBe(
      "Homeowners can book at least 1 day ahead.",
    );
    expect(message(bookingSettingRules.blockedDays, { from: "2026-12-26", to: "2026-12-24" })).toBe(
      "The last day comes on or after the first.",
    );
    expect(message(bookingSettingRules.blockedDays, { from: "2026-02-30", to: "2026-03-01" })).toBe(
      "That date does not exist.",
    );
  });
});
