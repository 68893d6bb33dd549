import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cityNames } from "@/business/facts";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { LeadForm } from "./components/lead-form";
import { ThankYou } from "./components/thank-you";
import { contactPageFor } from "./contact-page";
import type { ContactState } from "./contact-state";
import { emptyLeadValues } from "./fields";
import { englishFormWords } from "./form-words";
import { leadCopyFor } from "./notices";
import { leadOptions, optionLabel } from "./options";
import { leadMessagesEs } from "./options-es";

const es = defaultSiteFactsIn.es;
const { business } = es;
const copy = leadCopyFor(es);
const english = leadCopyFor(defaultSiteFactsIn.en);

/** Every string in a value, however deeply nested. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(strings)
      : [];

/** The shape of a value: its keys, nested, with strings as "". */
const shape = (value: unknown): unknown =>
  typeof value === "string"
    ? ""
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
      : value;

/** What a visitor reads: the markup without its tags, attributes and entities. */
const visibleText = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .replace(/ ([.,:])/g, "$1");

/** A whole word or phrase, so "Consent" is not found in "Consentimiento". */
const asWords = (text: string) =>
  new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u");

/** The English form's own words and choices: none may show on the Spanish form. */
const englishWords = [
  ...strings(english.form),
  ...strings(english.notices),
  english.consentText,
  ...leadOptions.serviceTypes,
  ...leadOptions.budgetRanges,
  ...leadOptions.hearAboutUs,
].filter((text) => text.length > 2);

const phone = business.phone;
const noop = () => undefined;

const renderForm = (state: ContactState) =>
  renderToStaticMarkup(
    createElement(LeadForm, {
      token: "t",
      startDates: { earliest: "2026-01-01", latest: "2029-01-01" },
      phone,
      cities: cityNames,
      copy,
      state,
      action: noop,
      onResult: noop,
    }),
  );

describe("the Spanish estimate form", () => {
  it("has every word of the English form, and posts its language", () => {
    expect(shape(copy.form)).toEqual(shape(englishFormWords));
    expect(copy.language).toBe("es");
    expect(copy.form.summary.other).toContain("{count}");
    expect(renderForm({ status: "idle" })).toContain('name="language" value="es"');
  });

  it("asks for consent in Spanish, naming the business, with the Spanish privacy policy", () => {
    expect(copy.consentText).toBe(
      `Acepto que ${business.name} se comunique conmigo por teléfono, mensaje de texto o correo electrónico sobre esta solicitud. Dar mi consentimiento no es condición para contratar.`,
    );
    const html = renderForm({ status: "idle" });
    expect(visibleText(html)).toContain(
      `${copy.consentText} Consulte nuestra Política de privacidad.`,
    );
    expect(html).toContain('href="/es/privacy-policy"');
  });

  it("labels every choice in Spanish and still posts the English value the lead stores", () => {
    const choices = [
      ...leadOptions.serviceTypes,
      ...leadOptions.budgetRanges,
      ...leadOptions.hearAboutUs,
    ];
    for (const choice of choices) expect(optionLabel(choice, "es"), choice).not.toBe(choice);
    const html = renderForm({ status: "idle" });
    expect(html).toContain('value="Kitchen Remodel"');
    expect(visibleText(html)).toContain("Remodelación de cocina");
    expect(html).toContain('value="Over $100K"');
    expect(visibleText(html)).toContain("Más de $100,000");
  });

  it("shows no English on the form, its messages or its error summary", () => {
    const fieldErrors = {
      fullName: leadMessagesEs.fullNameRequired,
      consent: leadMessagesEs.consent,
    };
    const shown = [
      renderForm({ status: "idle" }),
      renderForm({ status: "invalid", fieldErrors, values: emptyLeadValues }),
      renderForm({ status: "error", values: emptyLeadValues }),
      renderForm({ status: "rate_limited", values: emptyLeadValues }),
    ].map(visibleText);
    for (const text of shown)
      for (const word of englishWords) expect(text, word).not.toMatch(asWords(word));
    expect(shown[1]).toContain("Corrija 2 problemas antes de enviar la solicitud");
    expect(shown[1]).toContain(`Nombre completo: ${leadMessagesEs.fullNameRequired}`);
    expect(shown[2]).toContain(copy.notices.failure.text);
    expect(shown[3]).toContain(`llámenos al ${phone.display}`);
  });

  it("thanks the homeowner in Spanish and offers the Spanish form again", () => {
    const html = renderToStaticMarkup(
      createElement(ThankYou, {
        phone,
        notice: copy.notices.success,
        words: copy.form.thankYou,
        formPath: "/es/contact",
        onAnother: noop,
      }),
    );
    const text = visibleText(html);
    expect(text).toContain(`¡Gracias por comunicarse con ${business.name}!`);
    expect(text).toContain(business.replyPromise.sentence);
    expect(business.replyPromise.sentence).toMatch(/^Le respondemos /);
    expect(text).toContain("Enviar otra solicitud");
    expect(text).toContain(`Llame al ${phone.display}`);
    expect(html).toContain('href="/es/contact"');
    for (const word of englishWords) expect(text, word).not.toMatch(asWords(word));
  });
});

describe("the Spanish contact page", () => {
  const page = contactPageFor(es);
  const englishPage = contactPageFor(defaultSiteFactsIn.en);

  it("has the English page's parts and states the same facts", () => {
    expect(Object.keys(page).sort()).toEqual(Object.keys(englishPage).sort());
    expect(page.nextSteps).toHaveLength(englishPage.nextSteps.length);
    const text = strings(page).join(" ");
    const { discoveryCallMinutes, inHomeMinutes } = business.consultation;
    expect(text).toContain(`llamada inicial gratuita de ${discoveryCallMinutes} minutos`);
    expect(inHomeMinutes).toBe("30-45");
    expect(text).toContain("consulta de 30 a 45 minutos en su casa");
    expect(text).toContain(`válido por ${business.estimates.validDays} días`);
    expect(page.nextSteps[0]).toBe(business.replyPromise.sentence);
  });

  it("leaves no English sentence behind", () => {
    for (const text of strings(englishPage).filter((t) => t.length > 5))
      expect(strings(page)).not.toContain(text);
    expect(strings(page).join(" ")).not.toMatch(/\b(the|your|call us|estimate|free)\b/i);
  });
});
