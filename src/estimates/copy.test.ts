import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { englishLeftovers } from "@/lib/i18n/english-leftovers";
import { estimateCopy, estimateCopyIn } from "./copy";
import { estimateCopyEs } from "./copy-es";

const spanish = estimateCopyEs;

const facts = { validUntil: "2 de enero de 2027", depositPercent: "15%" };

/** The copy with every sentence builder called with words that are not English. */
function rendered(value: unknown, key = ""): unknown {
  if (typeof value === "function")
    return key === "items" ? value(facts) : value("15", "Trinity Oak Remodeling", "lunes");
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, rendered(item, name)]),
    );
  return value;
}

/** Where every entry sits, and whether it is a text, a sentence builder or nothing. */
function shape(value: unknown): unknown {
  if (value === null) return "null";
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

const phone = "(214) 555-0100";

describe("the estimate words in Spanish", () => {
  it("say everything the English says, and each edition is the one it names", () => {
    expect(shape({ ...spanish, governing: null })).toEqual(shape(estimateCopy));
    expect(spanish.terms.items(facts)).toHaveLength(estimateCopy.terms.items(facts).length);
    expect(estimateCopyIn.en).toBe(estimateCopy);
    expect(estimateCopyIn.es).toBe(estimateCopyEs);
    expect(estimateCopyEs).not.toBe(estimateCopy);
  });

  it("take only the shape from the schema, never the English (no import cycle)", () => {
    const source = readFileSync(new URL("./copy-es.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/from\s+["']\.\/copy["']/);
  });

  it("mix in no English", () => {
    expect(englishLeftovers(rendered(spanish))).toEqual([]);
    expect(englishLeftovers(spanish.revision(1, "2 de enero de 2027"))).toEqual([]);
    expect(englishLeftovers(spanish.plan.total(1))).toEqual([]);
  });

  it("say that the English governs, as the legal pages do, only in Spanish", () => {
    expect(estimateCopy.governing).toBeNull();
    expect(spanish.governing).toContain("traducción de cortesía");
    expect(spanish.governing).toContain("rige la versión en inglés");
  });

  it("keep the dates, amounts, percentages and contacts they are given", () => {
    expect(spanish.revision(1, "2 de enero de 2027")).toBe("Enviado el 2 de enero de 2027");
    expect(spanish.revision(3, "2 de enero de 2027")).toBe(
      "Revisión 3, enviada el 2 de enero de 2027",
    );
    expect(spanish.validUntil("2 de enero de 2027")).toBe("Válido hasta el 2 de enero de 2027");
    expect(spanish.line.each("120", "pies²", "$8.50")).toBe("120 pies² × $8.50");
    expect(spanish.payments.deposit("15%")).toBe("Anticipo al firmar (15%)");
    expect(spanish.payments.share("40%")).toBe("40% del saldo");
    expect(spanish.totals.tax("8.25%")).toBe("Impuesto (8.25%)");
    const question = spanish.questions("Trinity Oak Remodeling", phone, "hola@example.com");
    for (const part of ["Trinity Oak Remodeling", phone, "hola@example.com"])
      expect(question).toContain(part);
    const [validity, deposit] = spanish.terms.items(facts);
    expect(validity).toContain("2 de enero de 2027");
    expect(deposit).toContain("anticipo del 15% del total");
  });

  it("count working days and years in the singular and the plural", () => {
    expect(spanish.plan.days(1)).toBe("1 día hábil");
    expect(spanish.plan.days(4)).toBe("4 días hábiles");
    expect(spanish.plan.total(1)).toBe("Aproximadamente 1 día hábil en total");
    expect(spanish.plan.total(38)).toBe("Aproximadamente 38 días hábiles en total");
    expect(spanish.warranty.workmanship(1)).toContain("Mano de obra: 1 año a partir");
    expect(spanish.warranty.workmanship(2)).toContain("Mano de obra: 2 años a partir");
    expect(spanish.warranty.structural(1)).toContain(": 1 año a partir");
    expect(spanish.warranty.structural(10)).toContain(": 10 años a partir");
  });

  it("call the deposit an anticipo throughout, never a depósito", () => {
    const texts = JSON.stringify(rendered(spanish));
    expect(texts).toContain("anticipo");
    expect(texts).not.toMatch(/dep[oó]sito/i);
  });
});
