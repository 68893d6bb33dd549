import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyLeadValues, leadFields, type LeadFormValues } from "./fields";
import { leadMessages } from "./options";
import { leadMessagesEs } from "./options-es";
import { validateLead } from "./validate-lead";

const valid: LeadFormValues = {
  fullName: "Lucía Hernández",
  email: "lucia@example.com",
  phone: "(214) 555-0199",
  projectAddress: "1234 Elm St",
  city: "Garland",
  serviceType: ["Bathroom Remodel"],
  startDate: "",
  budgetRange: "$25K–$50K",
  projectDescription: "",
  hearAboutUs: "",
  consent: true,
};

/** Words a message left in English would carry; none is a Spanish word. */
const ENGLISH =
  /\b(the|is|are|required|please|enter|valid|choose|select|keep|under|remove|email|name|phone|address|city|consent|date|years?|from|now)\b/i;

const spanishMessages = new Set<string>(Object.values(leadMessagesEs));

const spanishErrorsFor = (patch: Partial<Record<keyof LeadFormValues, unknown>>) => {
  const result = validateLead({ ...valid, ...patch }, undefined, "es");
  return result.ok ? {} : result.fieldErrors;
};

describe("the Spanish form's validation messages", () => {
  it("has a Spanish message for every English one, and none left in English", () => {
    expect(Object.keys(leadMessagesEs).sort()).toEqual(Object.keys(leadMessages).sort());
    for (const [key, english] of Object.entries(leadMessages)) {
      const spanish = leadMessagesEs[key as keyof typeof leadMessagesEs];
      expect(spanish.trim(), key).not.toBe("");
      expect(spanish, key).not.toBe(english);
      expect(spanish, key).not.toMatch(ENGLISH);
    }
  });

  it("states the same limits as the English: 2,000 characters, 3 years", () => {
    expect(leadMessages.description).toContain("2000");
    expect(leadMessagesEs.description).toContain("2,000 caracteres");
    expect(leadMessages.startDate).toContain("3 years");
    expect(leadMessagesEs.startDate).toContain("3 años");
  });

  it("answers a Spanish submission with bad input in Spanish, field by field", () => {
    expect(validateLead(valid, undefined, "es").ok).toBe(true);
    const errors = spanishErrorsFor({
      fullName: "A",
      email: "no-es-correo",
      phone: "123",
      projectAddress: "",
      city: "Paris",
      serviceType: [],
      startDate: "2020-01-01",
      budgetRange: "",
      projectDescription: "x".repeat(2001),
      hearAboutUs: "Billboard",
      consent: false,
    });
    expect(errors).toEqual({
      fullName: "Escriba su nombre completo",
      email: "Escriba un correo electrónico válido",
      phone: "Escriba un número de teléfono válido",
      projectAddress: "Escriba la dirección del proyecto",
      city: "Elija su ciudad",
      serviceType: "Elija al menos un tipo de servicio",
      startDate: leadMessagesEs.startDate,
      budgetRange: "Elija un rango de presupuesto",
      projectDescription: leadMessagesEs.description,
      hearAboutUs: "Elija una de las opciones de la lista",
      consent: "Necesitamos su consentimiento para enviar la solicitud",
    });
  });

  it("uses the Spanish 'too long' and 'hidden characters' messages too", () => {
    expect(spanishErrorsFor({ fullName: "a".repeat(101) }).fullName).toBe(
      leadMessagesEs.fullNameTooLong,
    );
    expect(spanishErrorsFor({ email: `${"a".repeat(250)}@b.com` }).email).toBe(
      leadMessagesEs.emailTooLong,
    );
    expect(spanishErrorsFor({ projectAddress: "a".repeat(201) }).projectAddress).toBe(
      leadMessagesEs.addressTooLong,
    );
    expect(spanishErrorsFor({ projectDescription: "cocina\u0007" }).projectDescription).toBe(
      leadMessagesEs.descriptionInvalid,
    );
  });

  it("gives a type error (a number where text belongs) the field's Spanish message", () => {
    expect(spanishErrorsFor({ fullName: 42, serviceType: "Kitchen Remodel" })).toEqual({
      fullName: leadMessagesEs.fullNameRequired,
      serviceType: leadMessagesEs.serviceType,
    });
  });

  it("never shows a Spanish visitor anything but a Spanish message, whatever is posted", () => {
    const field = fc.constantFrom(...leadFields);
    const anyForm = fc.dictionary(field, fc.anything());
    fc.assert(
      fc.property(anyForm, (patch) => {
        const result = validateLead({ ...emptyLeadValues, ...patch }, undefined, "es");
        if (result.ok) return;
        for (const message of Object.values(result.fieldErrors))
          expect(spanishMessages.has(message)).toBe(true);
      }),
    );
  });

  it("keeps English for a form sent without a language", () => {
    expect(validateLead({ ...valid, fullName: "" })).toMatchObject({
      ok: false,
      fieldErrors: { fullName: leadMessages.fullNameRequired },
    });
  });
});
