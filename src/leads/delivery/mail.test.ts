import { describe, expect, it } from "vitest";
import { sampleLead } from "../../../tests/support/sample-lead";
import { greetingName } from "@/leads/greeting-name";
import { homeownerConfirmation, ownerNotification } from "./mail";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";
import { leadAlertText } from "./alert-text";

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

describe("a lead from the Spanish pages", () => {
  const spanishLead = lead({ language: "es", budgetRange: "$50K–$100K" });

  it("gets its confirmation in Spanish, its choices named in Spanish", () => {
    const email = homeownerConfirmation(spanishLead, defaultSiteFactsIn.es);
    expect(email.subject).toBe("Recibimos su solicitud – Trinity Oak Remodeling");
    expect(email.text).toMatch(
      /^Hola, Maria:\n\n¡Gracias por comunicarse con Trinity Oak Remodeling!/,
    );
    expect(email.text).toContain(
      "Le respondemos en menos de 2 horas, dentro de nuestro horario de atención",
    );
    expect(email.text).toContain("Servicios: Remodelación de cocina");
    expect(email.text).toContain("Rango de presupuesto: $50,000–$100,000");
    expect(email.text).toContain("¿Tiene preguntas mientras tanto? Llámenos al (214) 555-0142");
    expect(email.text).not.toMatch(/\b(Hi|Services|Budget|Call us|Thank you)\b/);
  });

  it("tells the owner first that the homeowner prefers Spanish", () => {
    const email = ownerNotification(spanishLead, "o@example.com");
    expect(email.subject).toBe("New estimate request #9 (Plano) – Prefers Spanish");
    expect(email.text).toMatch(/^New estimate request #9 – Prefers Spanish\n/);
    expect(email.text).toContain("Language: Spanish");
    expect(ownerNotification(lead({}), "o@example.com").subject).toBe(
      "New estimate request #9 (Plano)",
    );
  });

  it("puts the same note in the phone alert", () => {
    expect(leadAlertText(spanishLead).title).toBe("New lead: Maria in Plano (Prefers Spanish)");
    expect(leadAlertText(lead({})).title).toBe("New lead: Maria in Plano");
  });
});
