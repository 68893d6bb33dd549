import { describe, expect, it } from "vitest";
import { sampleLead } from "../../../tests/support/sample-lead";
import { greetingName } from "@/leads/greeting-name";
import { homeownerConfirmation, ownerNotification } from "./mail";
import { defaultSiteFacts } from "@/business/site-facts";

const lead = sampleLead;

describe("the homeowner's confirmation", () => {
  it("greets by a short first name only", () => {
    expect(greetingName("Maria Lopez")).toBe("Maria");
    expect(greetingName("  José O'Neil-Smith ")).toBe("José");
    // The attack: only "WIN" survives, and the offer with its link is gone.
    expect(greetingName("WIN $1000 at spam.example")).toBe("WIN");
    expect(greetingName("$1000 at spam.example")).toBeUndefined();
    expect(greetingName("spam.example")).toBeUndefined();
    expect(greetingName("Visit http://spam.example")).toBe("Visit");
    expect(greetingName("Bartholomew-Alexander-Maximilian Jones")).toBeUndefined();
    expect(greetingName("")).toBeUndefined();
  });

  it("carries no free text the visitor typed beyond that first name", () => {
    const spam = "Cheap pills at spam.example call 555";
    const email = homeownerConfirmation(
      lead({
        fullName: `Hi ${spam}`,
        projectAddress: spam,
        projectDescription: spam,
        hearAboutUs: "Other",
        phone: spam,
      }),
      defaultSiteFacts,
    );
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toContain("spam.example");
      expect(part).not.toContain("Cheap pills");
    }
    expect(email.text).toMatch(/^Hi Hi,/);
    expect(email.text).toContain("City: Plano");
    expect(email.text).toContain("Services: Kitchen Remodel");
  });

  it("falls back to a plain greeting when the name is not a name", () => {
    const email = homeownerConfirmation(
      lead({ fullName: "$1000 at spam.example" }),
      defaultSiteFacts,
    );
    expect(email.text.startsWith("Hello,\n")).toBe(true);
    expect(email.html).not.toContain("1000");
  });

  it("offers the booking link it is given, in the text and as a link", () => {
    const booking = {
      href: "https://example.com/book?t=7.abc.x&kind=call",
      label: "Pick a time for your 15-minute call",
    };
    const email = homeownerConfirmation(lead({}), defaultSiteFacts, booking);
    expect(email.text).toContain(`Pick a time for your 15-minute call: ${booking.href}\n`);
    expect(email.html).toContain(
      '<a href="https://example.com/book?t=7.abc.x&amp;kind=call">Pick a time for your 15-minute call</a>',
    );
    expect(homeownerConfirmation(lead({}), defaultSiteFacts).text).not.toContain("Pick a time");
  });

  it("leaves the owner's notification complete", () => {
    const email = ownerNotification(
      lead({ projectDescription: "Open the kitchen to the den." }),
      "o@example.com",
    );
    expect(email.text).toContain("Open the kitchen to the den.");
    expect(email.text).toContain("1234 Elm St");
    expect(email.text).toContain("Maria Lopez");
  });
});
