import "server-only";
import type { Payload, PayloadRequest } from "payload";

/**
 * The discovery call's length has one home, the booking settings: the calendar books the call
 * for that long, and every page that states it ("a 15-minute discovery call") reads it from
 * there. The business facts' own field, which said the same in a second place, keeps its stored
 * value (older installs wrote it; a fresh install's booking default starts from it) but is no
 * longer edited.
 */
export async function bookedCallMinutes(
  payload: Payload,
  req?: PayloadRequest,
): Promise<number | undefined> {
  const settings = await payload.findGlobal({
    slug: "booking-settings",
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
  const minutes = settings.call?.lengthMinutes;
  return typeof minutes === "number" && Number.isInteger(minutes) && minutes > 0
    ? minutes
    : undefined;
}
