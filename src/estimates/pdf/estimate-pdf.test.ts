import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { kitchenEstimate } from "../../../tests/support/sample-estimate";
import type { EstimateDocument } from "../document";
import { priceEstimate, type EstimateChoice } from "../pricing";
import { recordText, sha256Of, type SignedRecord } from "../signature";
import { pricedFrom } from "../stored";
import { estimatePdf, signedPdfInput } from "./estimate-pdf";

/** The sample kitchen, as a revision sent to a homeowner. */
function kitchenDocument(language: "en" | "es", rightToCancel = true): EstimateDocument {
  const sample = kitchenEstimate();
  const lines = (
    rows: ReturnType<typeof kitchenEstimate>["sections"][number]["lines"],
    at: string,
  ) =>
    rows.map((row, index) => ({ ...row, id: `${at}-${index}`, unitCents: Number(row.unitCents) }));
  return {
    estimateId: 41,
    revision: 2,
    language,
    title: sample.title,
    homeownerName: "Dana Núñez",
    email: "dana@example.com",
    projectAddress: "4821 Mockingbird Ln",
    city: "Dallas",
    scopeSummary: sample.scopeSummary,
    sections: sample.sections.map((section, index) => ({
      id: `s${index}`,
      title: section.title,
      lines: lines(section.lines, `s${index}`),
    })),
    alternates: sample.alternates.map((group, index) => ({
      id: `g${index}`,
      title: group.title,
      options: group.options.map((option, at) => ({
        id: `g${index}o${at}`,
        title: option.title,
        summary: null,
        lines: lines(option.lines, `g${index}o${at}`),
      })),
    })),
    exclusions: sample.exclusions.map((row) => row.text),
    buildPlan: sample.buildPlan,
    warranty: { workmanshipYears: 2, structuralYears: null },
    taxPercent: null,
    depositPercent: 10,
    milestones: sample.milestones.map((row, index) => ({ id: `m${index}`, ...row })),
    validUntil: "2027-01-05T05:59:59.999Z",
    rightToCancel,
    business: {
      name: "North Texas Remodeling",
      phone: "(214) 555-0142",
      email: "office@example.com",
      address: "1200 Main St, Suite 300, Dallas, TX 75202",
    },
  };
}

const chosen: EstimateChoice = { alternates: { g0: "g0o1" }, options: ["s1-1"] };

function signedRecord(document: EstimateDocument): SignedRecord {
  const priced = priceEstimate(pricedFrom(document), chosen);
  if (!priced.ok) throw new Error(priced.problem);
  return {
    estimateId: document.estimateId,
    revision: document.revision,
    document,
    choice: chosen,
    figures: priced.figures,
    signer: {
      name: "Dana Núñez",
      consent: "I have read the above and agree to receive and sign this estimate electronically.",
      clientIp: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile",
    },
    signedAt: "2026-12-04T19:05:00.000Z",
    cancelUntil: "2026-12-09T06:00:00.000Z",
  };
}

const trail = {
  sentTo: "dana@example.com",
  sentAt: "2026-12-02T15:00:00.000Z",
  views: [{ viewedAt: "2026-12-02T16:10:00.000Z" }, { viewedAt: "2026-12-04T18:55:00.000Z" }],
};

/** The PDF of a signed record, as its pages' text. */
const signedPages = (record: SignedRecord) =>
  estimatePdf(signedPdfInput(record, sha256Of(recordText(record)), trail)).then(pagesOf);

async function pagesOf(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  // The extractor joins words of one line with single spaces, and lines with breaks.
  return text.map((page) => page.replace(/\s+/g, " "));
}

describe("the signed estimate's PDF", () => {
  it("names the homeowner, only the chosen items, the total and the record's hash", async () => {
    const record = signedRecord(kitchenDocument("en"));
    const sha256 = sha256Of(recordText(record));
    const pdf = await estimatePdf(signedPdfInput(record, sha256, trail));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pagesOf(pdf);
    const all = pages.join(" ");
    expect(all).toContain("Prepared for Dana Núñez");
    expect(all).toContain("4821 Mockingbird Ln, Dallas");
    expect(all).toContain("Estimate no. 41, revision 2");
    expect(all).toContain("Chosen: Semi-custom");
    expect(all).toContain("Semi-custom cabinets");
    expect(all).not.toContain("Stock shaker cabinets");
    expect(all).toContain("Under-cabinet lights (Added)");
    expect(all).toContain("Tile allowance (Allowance)");
    // First choice $10,613.08; semi-custom cabinets ($3,420 more) and the lights ($640).
    expect(record.figures.total).toBe(1_467_308);
    expect(all).toContain("Total $14,673.08");
    expect(all).toContain(
      "Signed electronically by Dana Núñez on December 4, 2026 at 1:05 PM (CST)",
    );

    const certificate = pages.at(-1)!;
    expect(certificate).toContain("Certificate of electronic signature");
    expect(certificate).toContain("dana@example.com");
    expect(certificate).toContain("2 times, first on December 2, 2026 at 10:10 AM (CST)");
    expect(certificate).toContain("203.0.113.7");
    expect(certificate).toContain("Android 14");
    expect(certificate).toContain(sha256);
    // Signed on a Friday: Saturday counts, Sunday does not (16 CFR 429.0(e)).
    expect(certificate).toContain("Until midnight (Dallas time) at the end of December 8, 2026");
    expect(certificate).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("gives the notice of cancellation twice, dated, naming the mailing address", async () => {
    const record = signedRecord(kitchenDocument("en"));
    const pages = await signedPages(record);
    const notices = pages.filter((page) => page.includes("I HEREBY CANCEL THIS TRANSACTION"));
    expect(notices).toHaveLength(2);
    expect(notices[0]).toContain("Copy for you to keep");
    expect(notices[1]).toContain("Copy to send if you cancel");
    for (const notice of notices) {
      expect(notice).toContain("Date of transaction: December 4, 2026");
      expect(notice).toContain("AT 1200 MAIN ST, SUITE 300, DALLAS, TX 75202");
      expect(notice).toContain("NOT LATER THAN MIDNIGHT OF DECEMBER 8, 2026");
    }
  });

  it("has no notice when the estimate carries no right to cancel", async () => {
    const record = { ...signedRecord(kitchenDocument("en", false)), cancelUntil: null };
    const pages = await signedPages(record);
    expect(pages.join(" ")).not.toContain("NOTICE OF CANCELLATION");
    expect(pages.at(-1)).toContain("3-day right to cancel Not part of this estimate");
  });

  it("is written in Spanish for a Spanish estimate, every accent kept", async () => {
    const record = signedRecord(kitchenDocument("es"));
    const pages = await signedPages(record);
    const all = pages.join(" ");
    expect(all).toContain("Presupuesto n.º 41, revisión 2");
    expect(all).toContain("Preparado para Dana Núñez");
    expect(all).toContain("Firmado electrónicamente por Dana Núñez el 4 de diciembre de 2026");
    expect(all).toContain("AVISO DE CANCELACIÓN");
    expect(all).toContain("rige la versión en inglés");
    expect(pages.at(-1)).toContain("Certificado de firma electrónica");
  });

  it("prints the same record to the same bytes", async () => {
    const record = signedRecord(kitchenDocument("en"));
    const input = signedPdfInput(record, sha256Of(recordText(record)), trail);
    expect((await estimatePdf(input)).equals(await estimatePdf(input))).toBe(true);
  });
});

describe("an unsigned estimate's PDF", () => {
  it("says it is not signed and has no signature, notice or certificate", async () => {
    const document = kitchenDocument("en");
    const priced = priceEstimate(pricedFrom(document), chosen);
    if (!priced.ok) throw new Error(priced.problem);
    const pages = await pagesOf(
      await estimatePdf({
        document,
        choice: chosen,
        figures: priced.figures,
        sentAt: trail.sentAt,
        madeAt: new Date("2026-12-03T12:00:00Z"),
      }),
    );
    const all = pages.join(" ");
    expect(all).toContain("Not signed.");
    expect(all).toContain("Total $14,673.08");
    expect(all).not.toContain("Signed electronically");
    expect(all).not.toContain("NOTICE OF CANCELLATION");
    expect(all).not.toContain("Certificate of electronic signature");
  });
});
