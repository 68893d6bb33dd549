import "server-only";
import type { Payload } from "payload";
import { bookedCallMinutes } from "@/business/call-length";

/**
 * In Business facts, where the call's length used to be typed too: the length the site states,
 * and where it is changed (business/call-length.ts says why it has one home).
 */
export async function CallLengthPointer({ payload }: { payload: Payload }) {
  const minutes = await bookedCallMinutes(payload);
  const admin = payload.config.routes.admin;
  return (
    <div
      aria-labelledby="call-length-label"
      className="field-type read-only-field call-length-pointer"
      role="group"
    >
      <span className="field-label" id="call-length-label">
        Discovery call (minutes)
      </span>
      <p className="read-only-field__value">{minutes ?? "—"}</p>
      <p className="field-description">
        Changed in <a href={`${admin}/globals/booking-settings`}>Booking</a>, under Discovery call:
        the calendar books the call for that long, and the site states the same length.
      </p>
    </div>
  );
}
