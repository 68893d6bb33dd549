import { dallasDay, dallasDayStartUtc } from "@/lib/time/dallas";

/*
 * "Valid until" names a Dallas calendar day: the estimate can be signed through the end of that
 * day, wherever the homeowner's phone thinks it is. It is stored at noon UTC of the day (early
 * morning in Dallas), which is how the admin's day picker writes a day too.
 */

const atNoonUtc = (day: string) => `${day}T12:00:00.000Z`;

/**
 * The first valid-until still open now, as stored: an estimate valid until before it is
 * expired (what the admin's list filters on).
 */
export const firstOpenValidUntil = (now = new Date()) => atNoonUtc(dallasDay(now));

/** The day an estimate written now is valid until: the business facts' validity, in days. */
export const defaultValidUntil = (validDays: number, now = new Date()) =>
  atNoonUtc(dallasDay(new Date(dallasDayStartUtc(dallasDay(now), validDays))));

/** The Dallas day a stored valid-until names. */
export const validThroughDay = (validUntil: string) => dallasDay(new Date(validUntil));

/** Whether the estimate's last day is over in Dallas. */
export const isExpired = (validUntil: string, now = new Date()) =>
  now.getTime() >= Date.parse(dallasDayStartUtc(validThroughDay(validUntil), 1));
