import { dallasDay, dallasTime, dayInWords } from "@/lib/time/dallas";
import { bookingCopy } from "./copy";
import type { AppointmentKind } from "./rules";

/** "Tuesday, December 1 at 10:30 AM (Dallas time)" */
export const whenInWords = (start: Date) =>
  bookingCopy.when(dayInWords(dallasDay(start)), dallasTime(start));

/** "15-minute call" or "in-home consultation", from the appointment's own times. */
export function appointmentName(kind: AppointmentKind, startsAt: string, endsAt: string) {
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
  return kind === "call"
    ? `${minutes}-minute ${bookingCopy.kinds.call.name}`
    : bookingCopy.kinds.visit.name;
}
