import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyLeadValues, formDataToValues, leadFields, type LeadFormValues } from "./fields";
import { leadMessages as m, leadOptions } from "./options";
import { isAllowedStartDate, startDateWindow, todayInDallas } from "./schema";
import { leadSchema, validateLead } from "./validate-lead";

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

  it("hearAboutUs: optional, and only one of the listed choices", () => {
    for (const choice of leadOptions.hearAboutUs)
      expect(validateLead({ ...valid, hearAboutUs: choice })).toMatchObject({
        ok: true,
        lead: { hearAboutUs: choice },
      });
    const none = validateLead({ ...valid, hearAboutUs: "" });
    expect(none.ok && none.lead.hearAboutUs).toBeUndefined();
    expect(errorsFor({ hearAboutUs: "My neighbour Bob" }).hearAboutUs).toBe(m.hearAboutUs);
    expect(errorsFor({ hearAboutUs: " Referral" }).hearAboutUs).toBe(m.hearAboutUs);
  });

  it("hearAboutUs: no free text gets through", () => {
    const listed = new Set<string>(["", ...leadOptions.hearAboutUs]);
    fc.assert(
      fc.property(
        fc.string().filter((text) => !listed.has(text)),
        (text) => errorsFor({ hearAboutUs: text }).hearAboutUs === m.hearAboutUs,
      ),
    );
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
  it("the exported schema judges start dates against the real clock", () => {
    const { earliest, latest } = startDateWindow();
    expect(earliest).toBe(todayInDallas());
    expect(errorsFor({ startDate: earliest }).startDate).toBeUndefined();
    expect(errorsFor({ startDate: latest }).startDate).toBeUndefined();
    expect(errorsFor({ startDate: shiftDays(latest, 1) }).startDate).toBe(m.startDate);
    expect(errorsFor({ startDate: "2020-01-01" }).startDate).toBe(m.startDate);
  });
});

/** YYYY-MM-DD moved by whole days on the calendar. */
const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("startDate: optional, a real day from today (in Dallas) to three years on", () => {
  // 04:30 UTC on 1 March is still 28 February in Dallas (UTC-6 in winter).
  const lateEvening = new Date("2027-03-01T04:30:00Z");
  const startErrorAt = (startDate: string, now: Date) => {
    const result = validateLead({ ...valid, startDate }, now);
    return result.ok ? undefined : result.fieldErrors.startDate;
  };

  it("stays optional", () => {
    const result = validateLead({ ...valid, startDate: "  " }, lateEvening);
    expect(result.ok && result.lead.startDate).toBeUndefined();
  });

  it("allows today in Dallas, not yesterday, whatever the date in UTC", () => {
    expect(todayInDallas(lateEvening)).toBe("2027-02-28");
    expect(startErrorAt("2027-02-28", lateEvening)).toBeUndefined();
    expect(startErrorAt("2027-02-27", lateEvening)).toBe(m.startDate);
    expect(startErrorAt("2027-03-01", lateEvening)).toBeUndefined();
  });

  it("allows up to the same day three years on, not a day more", () => {
    const now = new Date("2026-06-15T17:00:00Z");
    expect(startDateWindow(now)).toEqual({ earliest: "2026-06-15", latest: "2029-06-15" });
    expect(startErrorAt("2029-06-15", now)).toBeUndefined();
    expect(startErrorAt("2029-06-16", now)).toBe(m.startDate);
    expect(startErrorAt("2099-12-31", now)).toBe(m.startDate);
    expect(startDateWindow(new Date("2028-02-29T18:00:00Z")).latest).toBe("2031-02-28");
  });

  it("refuses days that are not on the calendar, and anything that is not a date", () => {
    const now = new Date("2026-01-10T18:00:00Z");
    for (const date of [
      "2099-99-99",
      "2026-02-30",
      "2027-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-06-00",
      "2026-6-1",
      "2026-06-01T00:00",
      "20260601",
      "soon",
    ])
      expect(startErrorAt(date, now), date).toBe(m.startDate);
    expect(startErrorAt("2028-02-29", now)).toBeUndefined();
    expect(m.startDate).toBe("Please choose a real date between today and 3 years from now.");
  });

  it("the window's edges are in and the days beside them are out, on any day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }),
        (now) => {
          const { earliest, latest } = startDateWindow(now);
          expect(isAllowedStartDate(earliest, now)).toBe(true);
          expect(isAllowedStartDate(latest, now)).toBe(true);
          expect(isAllowedStartDate(shiftDays(earliest, -1), now)).toBe(false);
          expect(isAllowedStartDate(shiftDays(latest, 1), now)).toBe(false);
          const span = (Date.parse(latest) - Date.parse(earliest)) / 86_400_000;
          expect(span).toBeGreaterThanOrEqual(365 * 3);
          expect(span).toBeLessThanOrEqual(366 * 3);
        },
      ),
    );
  });

  it("whatever digits arrive, only a real calendar day is accepted", () => {
    const now = new Date("2026-01-10T18:00:00Z");
    const digits = (length: number) =>
      fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });
    fc.assert(
      fc.property(
        fc.tuple(fc.constantFrom("2026", "2027", "2028"), digits(2), digits(2)),
        (parts) => {
          const date = parts.join("-");
          const real = new Date(`${date}T00:00:00Z`);
          const onCalendar = !Number.isNaN(real.getTime()) && real.toISOString().startsWith(date);
          const inWindow = date >= "2026-01-10" && date <= "2029-01-10";
          expect(isAllowedStartDate(date, now)).toBe(onCalendar && inWindow);
        },
      ),
    );
  });
});

/** C0 controls (with NUL), DEL, C1 controls, and one half of a surrogate pair. */
const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(0x7f + code)),
  "\ud800",
  "\udfff",
];
const lineSeparators = ["\u2028", "\u2029"];
const invisibles = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u2800"];
const blanks = [...invisibles, " ", "\u00a0", "\u3000", "\t"];

/** The single-line text fields, a valid value for each, and the message a visitor sees. */
const lineFields = [
  ["fullName", "Maria Lopez", m.fullNameRequired],
  ["projectAddress", "1234 Elm St", m.addressRequired],
  ["phone", "(214) 555-0199", m.phone],
  ["email", "maria@example.com", m.emailRequired],
] as const;

/** A valid value with `inserted` put somewhere inside it, never at an end that trimming removes. */
const withInside = (value: string, inserted: string, at: number) => {
  const cut = 1 + (at % (value.length - 1));
  return value.slice(0, cut) + inserted + value.slice(cut);
};

describe("free text: no control characters, and invisible text counts as empty", () => {
  it("names with accents, apostrophes and hyphens pass untouched", () => {
    for (const fullName of [
      "José O'Neil-Smith",
      "Zoë Saldaña",
      "Nguyễn Văn An",
      "D'Arcy Ó Dálaigh",
    ])
      expect(validateLead({ ...valid, fullName })).toMatchObject({ ok: true, lead: { fullName } });
  });

  it("a name of zero-width spaces is refused as if it were empty", () => {
    expect(errorsFor({ fullName: "\u200b\u200b\u200b" }).fullName).toBe(m.fullNameRequired);
    expect(errorsFor({ fullName: "\u200bA\u200b" }).fullName).toBe(m.fullNameRequired);
    expect(errorsFor({ projectAddress: "\u00ad".repeat(10) }).projectAddress).toBe(
      m.addressRequired,
    );
  });

  it("a control character or line separator anywhere in a one-line field gets its message", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...lineFields),
        fc.constantFrom(...controls, ...lineSeparators),
        fc.nat(),
        ([field, value, message], bad, at) =>
          errorsFor({ [field]: withInside(value, bad, at) })[field] === message,
      ),
    );
    expect(errorsFor({ fullName: "Maria\u0000Lopez" }).fullName).toBe(m.fullNameRequired);
    expect(errorsFor({ fullName: "Maria\tLopez" }).fullName).toBe(m.fullNameRequired);
    expect(errorsFor({ projectAddress: "1234 Elm\u2028St" }).projectAddress).toBe(
      m.addressRequired,
    );
  });

  it("text made only of invisible characters and blanks is empty", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...blanks), minLength: 1, maxLength: 40 }),
        (blank) => {
          expect(errorsFor({ fullName: blank }).fullName).toBe(m.fullNameRequired);
          expect(errorsFor({ projectAddress: blank }).projectAddress).toBe(m.addressRequired);
          const result = validateLead({ ...valid, projectDescription: blank });
          expect(result.ok && result.lead.projectDescription).toBeUndefined();
        },
      ),
    );
  });

  it("whatever a visitor sends, an accepted name holds no control and some visible text", () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom(...controls, ...lineSeparators, ...blanks),
            fc.constantFrom(..."Aé'-ßØ"),
          ),
          maxLength: 12,
        }),
        (fullName) => {
          const result = validateLead({ ...valid, fullName });
          if (!result.ok) return;
          expect(result.lead.fullName).not.toMatch(/[\p{Cc}\p{Cs}\u2028\u2029]/u);
          expect(
            result.lead.fullName.replace(/[\p{Default_Ignorable_Code_Point}\u2800\s]/gu, ""),
          ).not.toBe("");
        },
      ),
    );
  });

  it("a description keeps line breaks and tabs, and posted CRLF counts as one character", () => {
    const lines = "Kitchen:\tnew cabinets\r\nBath:\ttile\rHall:\u2028paint";
    const result = validateLead({ ...valid, projectDescription: lines });
    expect(result.ok && result.lead.projectDescription).toBe(
      "Kitchen:\tnew cabinets\nBath:\ttile\nHall:\u2028paint",
    );
    // 1,799 characters in the browser's textarea, 2,398 once the form is posted with CRLF.
    const posted = Array.from({ length: 600 }, () => "ab").join("\r\n");
    expect(errorsFor({ projectDescription: posted }).projectDescription).toBeUndefined();
  });

  it("a description refuses other control characters", () => {
    const refused = controls.filter((c) => !["\t", "\n", "\r"].includes(c));
    fc.assert(
      fc.property(fc.constantFrom(...refused), fc.nat(), (bad, at) => {
        const projectDescription = withInside("Open up the kitchen", bad, at);
        const error = errorsFor({ projectDescription }).projectDescription;
        return error !== undefined && error === m.descriptionInvalid;
      }),
    );
  });
});

describe("the form's field list (fields.ts, loaded without the schema)", () => {
  it("names exactly the schema's fields, in its order, and has an empty value for each", () => {
    expect([...leadFields]).toEqual(Object.keys(leadSchema.shape));
    expect(Object.keys(emptyLeadValues)).toEqual(Object.keys(leadSchema.shape));
  });

  it("reads a posted form into exactly those values, dropping files and unknown names", () => {
    const form = new FormData();
    form.append("fullName", "Maria Lopez");
    form.append("serviceType", "Kitchen Remodel");
    form.append("serviceType", new Blob(["not text"]));
    form.append("serviceType", "Bathroom Remodel");
    form.append("email", new Blob(["a file"]));
    form.append("consent", "on");
    form.append("isAdmin", "true");
    const values = formDataToValues(form);
    expect(Object.keys(values)).toEqual([...leadFields]);
    expect(values).toEqual({
      ...emptyLeadValues,
      fullName: "Maria Lopez",
      serviceType: ["Kitchen Remodel", "Bathroom Remodel"],
      consent: true,
    });
    expect(formDataToValues(new FormData())).toEqual(emptyLeadValues);
  });
});
