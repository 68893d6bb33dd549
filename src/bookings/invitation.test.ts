import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { invitation, type InvitationInput } from "./invitation";

const base: InvitationInput = {
  method: "REQUEST",
  uid: "0b6f4a8e-5d1c-4c55-9d7e-1f2a3b4c5d6e@example.com",
  sequence: 0,
  // 10:30 AM on Tuesday, December 1, in Dallas (CST, UTC-6).
  start: new Date("2026-12-01T16:30:00Z"),
  end: new Date("2026-12-01T16:45:00Z"),
  stamp: new Date("2026-11-28T12:00:00Z"),
  summary: "15-minute call with Trinity Oak Remodeling",
  description: "We call you at the number you gave us.",
  organizer: { name: "Trinity Oak Remodeling", email: "hello@example.com" },
  attendee: { email: "homeowner@example.com" },
};

/** The one event a parser reads back from the invitation. */
function eventOf(text: string) {
  const events = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === "VEVENT");
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

describe("a calendar invitation", () => {
  it("asks to add the event at its time in UTC, with its stable UID and sequence", () => {
    const text = invitation(base);
    expect(text).toMatch(/^METHOD:REQUEST\r$/m);
    const event = eventOf(text);
    expect(event.uid).toBe(base.uid);
    expect(Number(event.sequence)).toBe(0);
    expect(new Date(event.start).toISOString()).toBe("2026-12-01T16:30:00.000Z");
    expect(new Date(event.end!).toISOString()).toBe("2026-12-01T16:45:00.000Z");
    expect(event.summary).toBe(base.summary);
    expect(text).toMatch(/^DTSTART:20261201T163000Z\r$/m);
  });

  it("a change keeps the UID with a higher sequence; a cancel says METHOD:CANCEL", () => {
    const moved = eventOf(
      invitation({
        ...base,
        sequence: 1,
        start: new Date("2026-12-02T15:00:00Z"),
        end: new Date("2026-12-02T15:15:00Z"),
      }),
    );
    expect(moved.uid).toBe(base.uid);
    expect(Number(moved.sequence)).toBe(1);
    const text = invitation({ ...base, method: "CANCEL", sequence: 2 });
    expect(text).toMatch(/^METHOD:CANCEL\r$/m);
    expect(eventOf(text).status).toBe("CANCELLED");
  });

  it("names the attendee by address only", () => {
    // Long lines are folded (RFC 5545 3.1): unfolded, the line ends with the address.
    const text = invitation(base).replace(/\r\n /g, "");
    expect(text).toMatch(/^ATTENDEE;[^\r]*:mailto:homeowner@example\.com\r$/im);
    expect(text).not.toMatch(/ATTENDEE;[^\r]*CN=/);
  });

  it("carries a Spanish summary and description as written, accents and all", () => {
    const text = invitation({
      ...base,
      summary: "Consulta en su casa con Trinity Oak Remodeling",
      description: "¿Necesita otro horario o no va a poder? Cámbiela o cancélela aquí.",
      locale: "es",
    });
    expect(text).toMatch(/^PRODID:[^\r]*\/\/ES\r$/m);
    const event = eventOf(text);
    expect(event.summary).toBe("Consulta en su casa con Trinity Oak Remodeling");
    expect(event.description).toBe(
      "¿Necesita otro horario o no va a poder? Cámbiela o cancélela aquí.",
    );
    expect(invitation(base)).toMatch(/^PRODID:[^\r]*\/\/EN\r$/m);
  });
});
