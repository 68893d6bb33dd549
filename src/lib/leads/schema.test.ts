import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadMessages as m } from "./options";
import { todayInDallas, validateLead, type LeadFormValues } from "./schema";

const valid: LeadFormValues = {
  fullName: "Maria Lopez",
  email: "maria@example.com",
  phone: "(214) 555-0199",
  projectAddress: "1234 Elm St",
  city: "Plano",
  serviceType: ["Kitchen Remodel"],
  startDate: "",
  budgetRange: "$50K–$100K",
  projectDescription: "",
  hearAboutUs: "",
  consent: true,
};

const errorsFor = (patch: Partial<Record<keyof LeadFormValues, unknown>>) => {
  const result = validateLead({ ...valid, ...patch });
  return result.ok ? {} : result.fieldErrors;
};

describe("lead schema, the spec's validation table", () => {
  it("accepts a complete request and trims text", () => {
    const result = validateLead({
      ...valid,
      fullName: "  Maria Lopez  ",
      email: " maria@example.com ",
    });
    expect(result.ok && result.lead.fullName).toBe("Maria Lopez");
    expect(result.ok && result.lead.email).toBe("maria@example.com");
  });

  it("fullName: 2 to 100 characters after trimming", () => {
    expect(errorsFor({ fullName: "A" }).fullName).toBe(m.fullNameRequired);
    expect(errorsFor({ fullName: "   A   " }).fullName).toBe(m.fullNameRequired);
    expect(errorsFor({ fullName: "Al" }).fullName).toBeUndefined();
    expect(errorsFor({ fullName: "a".repeat(100) }).fullName).toBeUndefined();
    expect(errorsFor({ fullName: "a".repeat(101) }).fullName).toBe(m.fullNameTooLong);
    expect(errorsFor({ fullName: "" }).fullName).toBe("Full name is required");
  });

  it("email: valid and at most 254 characters", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(errorsFor({ email: at254 }).email).toBeUndefined();
    expect(errorsFor({ email: `${at254}m` }).email).toBe(m.emailTooLong);
    expect(errorsFor({ email: "not-an-email" }).email).toBe("Valid email address is required");
    expect(errorsFor({ email: "" }).email).toBe(m.emailRequired);
  });

  it("phone: 10-20 characters of digits, +, parentheses, spaces and hyphens", () => {
    expect(errorsFor({ phone: "214555019" }).phone).toBe("Enter a valid phone number");
    expect(errorsFor({ phone: "2145550199" }).phone).toBeUndefined();
    expect(errorsFor({ phone: "+1 (214) 555-0199 00" }).phone).toBeUndefined();
    expect(errorsFor({ phone: "+1 (214) 555-0199 001" }).phone).toBe(m.phone);
    expect(errorsFor({ phone: "214.555.0199" }).phone).toBe(m.phone);
    expect(errorsFor({ phone: "214-555-CALL" }).phone).toBe(m.phone);
    expect(errorsFor({ phone: "  2145550199  " }).phone).toBeUndefined();
  });

  it("projectAddress: 5 to 200 characters", () => {
    expect(errorsFor({ projectAddress: "1 Ab" }).projectAddress).toBe(
      "Project address is required",
    );
    expect(errorsFor({ projectAddress: "1 Elm" }).projectAddress).toBeUndefined();
    expect(errorsFor({ projectAddress: "a".repeat(200) }).projectAddress).toBeUndefined();
    expect(errorsFor({ projectAddress: "a".repeat(201) }).projectAddress).toBe(
      "Address is too long",
    );
  });

  it("city, service type and budget must come from the lists", () => {
    expect(errorsFor({ city: "" }).city).toBe("City selection is required");
    expect(errorsFor({ city: "Houston" }).city).toBe(m.city);
    expect(errorsFor({ serviceType: [] }).serviceType).toBe(
      "At least one service type is required",
    );
    expect(errorsFor({ serviceType: ["Pool"] }).serviceType).toBe(m.serviceType);
    expect(errorsFor({ budgetRange: "" }).budgetRange).toBe("Budget range is required");
  });

  it("projectDescription: optional, at most 2000 characters", () => {
    expect(errorsFor({ projectDescription: "a".repeat(2000) }).projectDescription).toBeUndefined();
    expect(errorsFor({ projectDescription: "a".repeat(2001) }).projectDescription).toBe(
      "Keep under 2000 characters",
    );
  });

  it("hearAboutUs: optional, at most 100 characters", () => {
    expect(errorsFor({ hearAboutUs: "Referral" }).hearAboutUs).toBeUndefined();
    expect(errorsFor({ hearAboutUs: "a".repeat(100) }).hearAboutUs).toBeUndefined();
    expect(errorsFor({ hearAboutUs: "a".repeat(101) }).hearAboutUs).toBe(
      "Keep under 100 characters",
    );
  });

  it("startDate: optional, never in the past", () => {
    expect(errorsFor({ startDate: todayInDallas() }).startDate).toBeUndefined();
    expect(errorsFor({ startDate: "2020-01-01" }).startDate).toBe(m.startDate);
    expect(errorsFor({ startDate: "soon" }).startDate).toBe(m.startDate);
  });

  it("consent must be given", () => {
    expect(errorsFor({ consent: false }).consent).toBe("Consent is required");
    expect(errorsFor({ consent: "true" }).consent).toBe(m.consent);
  });

  it("wrong types get the field's own message, never a crash", () => {
    const result = validateLead({
      fullName: 42,
      email: ["x"],
      phone: null,
      city: 7,
      serviceType: "Kitchen Remodel",
      consent: "yes",
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors).toMatchObject({
        fullName: m.fullNameRequired,
        email: m.emailRequired,
        phone: m.phone,
        city: m.city,
        serviceType: m.serviceType,
        budgetRange: m.budgetRange,
        consent: m.consent,
      });
    }
  });

  it("never throws, whatever arrives", () => {
    fc.assert(fc.property(fc.anything(), (input) => typeof validateLead(input).ok === "boolean"));
  });
});
