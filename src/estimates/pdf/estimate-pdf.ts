import "server-only";
import { intlLocale } from "@/lib/i18n/locale";
import { PdfWriter } from "@/lib/pdf/pdf-writer";
import { formatUsd } from "@/lib/money/cents";
import { dallasDay } from "@/lib/time/dallas";
import { longDay, longMoment } from "@/lib/time/long-day";
import { estimateCopyIn } from "../copy";
import type { EstimateCopy } from "../copy-schema";
import type { EstimateDocument } from "../document";
import { amountOf, amountOfLines, chosenLines, percentText, quantityText } from "../figure-text";
import type { EstimateChoice, EstimateFigures } from "../pricing";
import { lastDayToCancel } from "../right-to-cancel";
import type { SignedRecord } from "../signature";
import type { StoredLine } from "../stored";
import { validThroughDay } from "../valid-until";

/** How the signed revision reached the homeowner and was opened before they signed it. */
export type SigningTrail = {
  sentTo: string;
  sentAt: string;
  /** The openings of the link before the signature, oldest first. */
  views: { viewedAt: string }[];
};

export type EstimatePdfInput = {
  document: EstimateDocument;
  choice: EstimateChoice;
  figures: EstimateFigures;
  /** When the revision was sent. */
  sentAt: string;
  /** The PDF's date: when it was signed, or when this unsigned copy was made. */
  madeAt: Date;
  signature?: { record: SignedRecord; sha256: string; trail: SigningTrail };
};

type Parts = Omit<EstimatePdfInput, "madeAt" | "signature"> & {
  copy: EstimateCopy;
  money: (cents: number) => string;
};

/** The signed record as the PDF's input: everything it prints comes from the record. */
export const signedPdfInput = (
  record: SignedRecord,
  sha256: string,
  trail: SigningTrail,
): EstimatePdfInput => ({
  document: record.document,
  choice: record.choice,
  figures: record.figures,
  sentAt: trail.sentAt,
  madeAt: new Date(record.signedAt),
  signature: { record, sha256, trail },
});

/**
 * An estimate on paper, in the homeowner's language: what the page shows, with only what was
 * chosen. A signed one adds the signature, the notice of cancellation in duplicate (when the
 * estimate carries the right to cancel) and a certificate page with the signing's audit trail
 * and the SHA-256 of the signed record.
 */
export async function estimatePdf({
  madeAt,
  signature,
  ...input
}: EstimatePdfInput): Promise<Buffer> {
  const { document } = input;
  const locale = document.language;
  const copy = estimateCopyIn[locale];
  const parts: Parts = { ...input, copy, money: (cents) => formatUsd(cents, locale) };
  const number = copy.pdf.number(document.estimateId, document.revision);
  const pdf = new PdfWriter(
    {
      title: `${document.title}: ${number}`,
      author: document.business.name,
      subject: copy.preparedFor(document.homeownerName),
      createdAt: madeAt,
    },
    intlLocale[locale],
  );
  writeEstimate(pdf, parts, !signature);
  if (signature) {
    writeSignature(pdf, parts, signature.record);
    if (document.rightToCancel) writeNotices(pdf, parts, signature.record);
    writeCertificate(pdf, parts, signature.record, signature.sha256, signature.trail);
  }
  return pdf.bytes(
    (page, pages) => `${document.business.name} · ${number} · ${copy.pdf.page(page, pages)}`,
  );
}

function writeLines(pdf: PdfWriter, lines: readonly StoredLine[], parts: Parts) {
  const { copy, money, document } = parts;
  for (const line of chosenLines(lines, parts.choice.options)) {
    const tag =
      line.kind === "allowance"
        ? copy.line.allowance
        : line.kind === "optional"
          ? copy.pdf.added
          : null;
    pdf.row(tag ? `${line.description} (${tag})` : line.description, money(amountOf(line)), [
      copy.line.each(
        quantityText(line.quantity, document.language),
        line.unit,
        money(line.unitCents),
      ),
      ...(line.allowanceNote ? [line.allowanceNote] : []),
    ]);
  }
}

function writeEstimate(pdf: PdfWriter, parts: Parts, unsigned: boolean) {
  const { document, copy, money, figures } = parts;
  const locale = document.language;
  const { business } = document;
  pdf.paragraph(business.name, { size: 16, bold: true, gap: 0.1 });
  pdf.paragraph([business.phone, business.email, business.address].filter(Boolean).join(" · "), {
    muted: true,
    gap: 1,
  });
  pdf.paragraph(`${copy.kicker} · ${copy.pdf.number(document.estimateId, document.revision)}`, {
    muted: true,
    gap: 0.1,
  });
  pdf.paragraph(document.title, { size: 20, bold: true, gap: 0.3 });
  pdf.paragraph(copy.preparedFor(document.homeownerName), { bold: true, size: 12, gap: 0.1 });
  pdf.paragraph(`${document.projectAddress}, ${document.city}`, { gap: 0.1 });
  const validUntil = longDay(validThroughDay(document.validUntil), locale);
  pdf.paragraph(
    `${copy.revision(document.revision, longDay(dallasDay(new Date(parts.sentAt)), locale))} · ${copy.validUntil(validUntil)}`,
  );
  if (unsigned) pdf.paragraph(copy.pdf.unsigned, { bold: true });

  pdf.heading(copy.scope);
  pdf.paragraph(document.scopeSummary);

  for (const section of document.sections ?? []) {
    pdf.heading(section.title);
    writeLines(pdf, section.lines ?? [], parts);
    const subtotal = figures.sections.find((row) => row.id === section.id)?.subtotal ?? 0;
    pdf.row(copy.sectionTotal(section.title), money(subtotal));
  }
  for (const group of document.alternates ?? []) {
    const option = (group.options ?? []).find(
      (row) => row.id === parts.choice.alternates[group.id ?? ""],
    );
    if (!option) continue;
    pdf.heading(group.title);
    pdf.paragraph(copy.pdf.chosen(option.title), { bold: true, gap: 0.1 });
    if (option.summary) pdf.paragraph(option.summary, { muted: true });
    const lines = option.lines ?? [];
    writeLines(pdf, lines, parts);
    pdf.row(
      copy.sectionTotal(option.title),
      money(amountOfLines(chosenLines(lines, parts.choice.options))),
    );
  }

  pdf.heading(copy.totals.heading);
  pdf.row(copy.totals.subtotal, money(figures.subtotal), [], { bold: false });
  if (document.taxPercent)
    pdf.row(copy.totals.tax(percentText(document.taxPercent, locale)), money(figures.tax), [], {
      bold: false,
    });
  pdf.row(copy.totals.total, money(figures.total), [], { size: 13 });

  pdf.heading(copy.payments.heading);
  pdf.paragraph(copy.payments.intro, { muted: true });
  figures.payments.forEach((payment, index) => {
    const milestone = document.milestones?.[index - 1];
    if (milestone)
      pdf.row(milestone.title, money(payment.cents), [
        copy.payments.share(percentText(milestone.sharePercent, locale)),
      ]);
    else
      pdf.row(
        copy.payments.deposit(percentText(document.depositPercent, locale)),
        money(payment.cents),
      );
  });

  if (document.buildPlan.length) {
    pdf.heading(copy.plan.heading);
    pdf.paragraph(copy.plan.intro, { muted: true });
    pdf.bullets(document.buildPlan.map((phase) => `${phase.phase}: ${copy.plan.days(phase.days)}`));
    pdf.paragraph(copy.plan.total(document.buildPlan.reduce((sum, phase) => sum + phase.days, 0)), {
      bold: true,
    });
  }
  pdf.heading(copy.warranty.heading);
  pdf.bullets([
    copy.warranty.workmanship(document.warranty.workmanshipYears),
    ...(document.warranty.structuralYears
      ? [copy.warranty.structural(document.warranty.structuralYears)]
      : []),
  ]);
  if (document.exclusions.length) {
    pdf.heading(copy.exclusions);
    pdf.bullets(document.exclusions);
  }
  pdf.heading(copy.terms.heading);
  pdf.bullets(
    copy.terms.items({ validUntil, depositPercent: percentText(document.depositPercent, locale) }),
  );
  pdf.paragraph(copy.questions(business.name, business.phone, business.email), { muted: true });
  if (copy.governing) pdf.paragraph(copy.governing, { muted: true, size: 9 });
}

function writeSignature(pdf: PdfWriter, { copy, money, document }: Parts, record: SignedRecord) {
  const signed = copy.sign.signed;
  const locale = document.language;
  pdf.heading(signed.heading);
  pdf.paragraph(signed.by(record.signer.name, longMoment(record.signedAt, locale)), {
    bold: true,
  });
  pdf.paragraph(signed.total(money(record.figures.total)));
  pdf.paragraph(record.signer.consent, { muted: true, size: 9 });
  if (document.rightToCancel) {
    pdf.paragraph(copy.sign.cancelStatement, { bold: true });
    pdf.paragraph(signed.cancelUntil(longDay(lastDayToCancel(new Date(record.signedAt)), locale)));
  }
}

/** The notice of cancellation, given twice: one copy to keep, one to send (16 CFR 429.1(a)). */
function writeNotices(pdf: PdfWriter, { copy, document }: Parts, record: SignedRecord) {
  const locale = document.language;
  const signedAt = new Date(record.signedAt);
  const notice = copy.notice;
  const lastDay = longDay(lastDayToCancel(signedAt), locale);
  for (const which of [1, 2] as const) {
    pdf.newPage();
    pdf.paragraph(copy.pdf.noticeCopy(which), { muted: true });
    pdf.paragraph(notice.heading, { bold: true, size: 14 });
    pdf.paragraph(notice.transactionDate(longDay(dallasDay(signedAt), locale)), { bold: true });
    for (const text of notice.paragraphs) pdf.paragraph(text, { bold: true });
    if (document.business.address)
      pdf.paragraph(notice.howTo(document.business.name, document.business.address, lastDay), {
        bold: true,
      });
    pdf.paragraph(notice.hereby, { bold: true });
    pdf.signatureLine(notice.dateLine);
    pdf.signatureLine(notice.signatureLine);
    pdf.paragraph(copy.pdf.cancelOnline(document.business.email), { muted: true });
  }
}

function writeCertificate(
  pdf: PdfWriter,
  { copy, money, document }: Parts,
  record: SignedRecord,
  sha256: string,
  trail: SigningTrail,
) {
  const words = copy.pdf.certificate;
  const locale = document.language;
  const at = (iso: string) => longMoment(iso, locale);
  const first = trail.views[0];
  const last = trail.views.at(-1);
  pdf.newPage();
  pdf.paragraph(words.heading, { bold: true, size: 16 });
  pdf.paragraph(words.intro(document.business.name), { muted: true, gap: 1 });
  pdf.field(
    words.estimate,
    `${copy.pdf.number(document.estimateId, document.revision)}: ${document.title}`,
  );
  pdf.field(words.sentTo, trail.sentTo);
  pdf.field(words.sentAt, at(trail.sentAt));
  pdf.field(
    words.opened,
    first && last
      ? words.openedTimes(trail.views.length, at(first.viewedAt), at(last.viewedAt))
      : words.notOpened,
  );
  pdf.field(words.signer, record.signer.name);
  pdf.field(words.signedAt, `${at(record.signedAt)} · ${record.signedAt}`);
  pdf.field(words.ipAddress, record.signer.clientIp);
  pdf.field(words.browser, record.signer.userAgent ?? "-");
  pdf.field(words.total, money(record.figures.total));
  pdf.field(words.consent, record.signer.consent);
  pdf.field(
    words.rightToCancel,
    record.cancelUntil
      ? words.cancelUntil(longDay(lastDayToCancel(new Date(record.signedAt)), locale))
      : words.noRight,
  );
  pdf.field(words.hash, sha256, { code: true });
  pdf.paragraph(words.hashNote(document.business.name), { muted: true, size: 9 });
}
