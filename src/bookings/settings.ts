import "server-only";
import type { Payload } from "payload";
import type { BusinessFacts } from "@/business";
import {
  bookingSettingsSchema,
  defaultBookingSettings,
  type AppointmentKind,
  type BookingSettings,
} from "./rules";

/** A stored kind over its defaults: a value never saved (null) is the default's. */
function kindOf(stored: object | null | undefined, fallback: BookingSettings[AppointmentKind]) {
  const own = Object.fromEntries(Object.entries(stored ?? {}).filter(([, v]) => v != null));
  return { ...fallback, ...own };
}

/**
 * The owner's booking settings as saved, each value checked again; a settings record that no
 * longer passes (saved by an older rule) falls back to what a fresh install offers rather than
 * offering times nobody chose.
 */
export async function bookingSettings(
  payload: Payload,
  facts: BusinessFacts,
): Promise<BookingSettings> {
  const fallback = defaultBookingSettings(facts);
  const stored = await payload.findGlobal({
    slug: "booking-settings",
    depth: 0,
    overrideAccess: true,
  });
  const parsed = bookingSettingsSchema.safeParse({
    call: kindOf(stored.call, fallback.call),
    visit: kindOf(stored.visit, fallback.visit),
    blocked: stored.blocked ?? [],
  });
  if (parsed.success) return parsed.data;
  console.warn(
    `Booking settings did not pass their rules; offering the defaults: ${parsed.error.message}`,
  );
  return fallback;
}
