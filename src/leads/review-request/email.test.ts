import { describe, expect, it } from "vitest";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";
import { reviewRequestEmail } from "./email";

const REVIEW_URL = "https://g.page/r/example/review";

describe("the review request e-mail", () => {
  it("says the same words to every customer; only the opt-out link is theirs", () => {
    const happy = reviewRequestEmail(
      { email: "a@example.com" },
      defaultSiteFacts,
      REVIEW_URL,
      "https://x.test/out?e=a",
    );
    const unhappy = reviewRequestEmail(
      { email: "b@example.com" },
      defaultSiteFacts,
      REVIEW_URL,
      "https://x.test/out?e=b",
    );
    const same = (text: string) => text.replace(/https:\/\/x\.test\/out\?e=\w/g, "<opt-out>");
    expect(same(happy.text)).toBe(same(unhappy.text));
    expect(same(happy.html)).toBe(same(unhappy.html));
    expect(happy.subject).toBe(unhappy.subject);
  });

  it("carries the review link, offers nothing in return and asks nothing first", () => {
    const email = reviewRequestEmail(
      { email: "a@example.com" },
      defaultSiteFacts,
      REVIEW_URL,
      "https://x.test/out",
    );
    expect(email.text).toContain(REVIEW_URL);
    expect(email.html).toContain(`href="${REVIEW_URL}"`);
    expect(email.unsubscribeUrl).toBe("https://x.test/out");
    for (const lure of [/discount/i, /gift/i, /reward/i, /\bif you were happy\b/i, /5 stars/i])
      expect(email.text).not.toMatch(lure);
  });
});

describe("the review request e-mail to a Spanish lead", () => {
  const email = reviewRequestEmail(
    { email: "lucia@example.com" },
    defaultSiteFactsIn.es,
    REVIEW_URL,
    "https://x.test/out?lang=es",
  );
  const { name } = defaultSiteFactsIn.es.business;

  it("asks in Spanish, with the same link and the same opt-out", () => {
    expect(email.subject).toBe(`¿Cómo le fue con su proyecto? – ${name}`);
    expect(email.text).toMatch(/^Hola:\n\nGracias por confiarle su casa a /);
    expect(email.text).toContain(`Escriba una reseña: ${REVIEW_URL}`);
    expect(email.html).toContain(`<a href="${REVIEW_URL}">Escribir una reseña</a>`);
    expect(email.text).toContain(
      "Deje de recibir solicitudes de reseña: https://x.test/out?lang=es",
    );
    expect(email.unsubscribeUrl).toBe("https://x.test/out?lang=es");
  });

  it("leaves no English behind and offers nothing in return", () => {
    const words = email.text.replace(/https:\/\/\S+/g, "");
    expect(words).not.toMatch(/\b(hello|review|write|thank you|stop|project|homeowners)\b/i);
    for (const lure of [
      /descuento/i,
      /regalo/i,
      /recompensa/i,
      /si quedó contento/i,
      /5 estrellas/i,
    ])
      expect(words).not.toMatch(lure);
  });
});
