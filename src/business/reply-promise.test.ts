import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "./facts";
import { replyPhrase, replyPromiseOf } from "./reply-promise";
import { defaultSiteFactsIn, siteFactsFrom } from "./site-facts";

const sentence =
  "We reply within 2 hours during business hours; your consultation is booked within 1 business day.";

describe("the reply promise", () => {
  it("composes the reply time and the booking time into one sentence", () => {
    expect(
      replyPromiseOf({
        reply: "within 2 hours during business hours",
        booking: "within 1 business day",
      }).sentence,
    ).toBe(sentence);
  });

  it("is what a fresh install states", () => {
    expect(siteFactsFrom(defaultBusinessFacts).business.replyPromise.sentence).toBe(sentence);
  });

  it("reads a reply time saved as the old whole sentence the same as the phrase", () => {
    const old = siteFactsFrom({
      ...defaultBusinessFacts,
      replyPromise: {
        reply: "We reply within 2 hours during business hours",
        booking: "within 1 business day",
      },
    });
    expect(old.business.replyPromise.reply).toBe("within 2 hours during business hours");
    expect(old.business.replyPromise.sentence).toBe(sentence);
  });

  it("takes other ways an owner may have written it", () => {
    expect(replyPhrase("We reply within 2 hours during business hours.")).toBe(
      "within 2 hours during business hours",
    );
    expect(replyPhrase("We'll respond within 3 hours on weekdays")).toBe(
      "within 3 hours on weekdays",
    );
    expect(replyPhrase("  Within 1 hour  ")).toBe("within 1 hour");
    expect(replyPhrase("ASAP, usually the same day")).toBe("ASAP, usually the same day");
    expect(replyPromiseOf({ reply: "within 1 hour", booking: "Within 2 days." }).sentence).toBe(
      "We reply within 1 hour; your consultation is booked within 2 days.",
    );
  });

  it("says the same promise in Spanish, from the Spanish wording of a fresh install", () => {
    expect(defaultSiteFactsIn.es.business.replyPromise.sentence).toBe(
      "Le respondemos en menos de 2 horas, dentro de nuestro horario de atención; su consulta queda agendada en un plazo de 1 día hábil.",
    );
    expect(replyPhrase("Le respondemos en menos de 1 hora.")).toBe("en menos de 1 hora");
  });
});
