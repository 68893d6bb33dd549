import type { Field, GlobalConfig } from "payload";
import { hoursField } from "@/business/server";
import { isOwnerAccount, ownersOnly } from "@/lib/cms/roles";
import { forgetFacts } from "@/business";
import { everyPage } from "@/lib/cache/page-store.mjs";
import { forgetContent } from "@/lib/cms/content-cache";
import { rowLabel } from "@/lib/cms/row-label";
import { obeys, ruledField } from "@/lib/cms/validation";
import { bookingSettingRules, defaultBookingSettings, type AppointmentKind } from "./rules";

const defaults = defaultBookingSettings();

const number = (
  kind: AppointmentKind,
  name: "lengthMinutes" | "bufferMinutes" | "noticeHours" | "daysAhead",
  label: string,
  description: string,
): Field =>
  ({
    ...ruledField("number", name, label, bookingSettingRules[name], description),
    defaultValue: defaults[kind][name],
  }) as Field;

const kindGroup = (kind: AppointmentKind, label: string, offeredLabel: string): Field => ({
  name: kind,
  type: "group",
  label,
  fields: [
    {
      name: "offered",
      type: "checkbox",
      label: offeredLabel,
      defaultValue: defaults[kind].offered,
    },
    {
      type: "row",
      fields: [
        number(
          kind,
          "lengthMinutes",
          "Length (minutes)",
          kind === "call"
            ? 'A multiple of 5. The site states it too ("a 15-minute discovery call").'
            : "A multiple of 5.",
        ),
        number(
          kind,
          "bufferMinutes",
          "Free time after it (minutes)",
          "Kept free before the next appointment of either kind.",
        ),
      ],
    },
    {
      type: "row",
      fields: [
        number(
          kind,
          "noticeHours",
          "Minimum notice (business hours)",
          "The earliest time offered is this many opening hours away, e.g. 2.",
        ),
        number(kind, "daysAhead", "Bookable up to (days ahead)", "Between 1 and 90."),
      ],
    },
    hoursField({
      name: "hours",
      label: "When it can be booked",
      rule: bookingSettingRules.hours,
      minRows: 0,
      withNote: false,
      description: "Leave empty to offer every half hour of the business's opening hours.",
    }),
  ],
});

/**
 * When homeowners can book a call or an in-home consultation after sending the form. Owners only:
 * staff work the appointments, not the calendar's rules.
 */
export const BookingSettingsGlobal: GlobalConfig = {
  slug: "booking-settings",
  label: "Booking",
  admin: {
    group: "Settings",
    hidden: ({ user }) => !isOwnerAccount(user),
    description:
      "What homeowners can book online after sending the form, and when. Times are Dallas time.",
  },
  access: { read: ownersOnly, update: ownersOnly },
  hooks: {
    // The pages state the call's length (business/call-length.ts): a change shows at once.
    afterChange: [
      () => {
        forgetFacts();
        forgetContent("business", everyPage);
      },
    ],
  },
  fields: [
    kindGroup("call", "Discovery call", "Offer the call online"),
    kindGroup("visit", "In-home consultation", "Offer the in-home consultation online"),
    {
      name: "blocked",
      type: "array",
      label: "Days off (holidays, vacations)",
      labels: { singular: "Days off", plural: "Days off" },
      admin: {
        description: "Nothing can be booked from the first day to the last, both included.",
        components: rowLabel("{from} to {to}", "Days off"),
      },
      validate: obeys(bookingSettingRules.blockedDays.array()),
      fields: [
        {
          type: "row",
          fields: [
            ruledField(
              "text",
              "from",
              "First day",
              bookingSettingRules.day,
              "YYYY-MM-DD, e.g. 2026-12-24",
            ),
            ruledField(
              "text",
              "to",
              "Last day",
              bookingSettingRules.day,
              "The same day for one day off",
            ),
            {
              name: "reason",
              type: "text",
              label: "Why (only you see it)",
              validate: obeys(bookingSettingRules.reason),
            },
          ],
        },
      ],
    },
  ],
};
