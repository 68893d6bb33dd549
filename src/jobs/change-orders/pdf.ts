import "server-only";
import { percentText, quantityText } from "@/estimates";
import { intlLocale } from "@/lib/i18n/locale";
import { formatUsd } from "@/lib/money/cents";
import { PdfWriter } from "@/lib/pdf/pdf-writer";
import { dallasDay } from "@/lib/time/dallas";
import { longDay, longMoment } from "@/lib/time/long-day";
import { changeOrderCopyIn, type ChangeOrderCopy } from "./copy";
import type { ChangeOrderDocument, ContractChange } from "./document";
import { signedAmount } from "./effects";
import type { ChangeOrderView } from "./store";

/** What the change order does to the payments and the schedule, in the reader's words. */
export function effectLines(
  document: ChangeOrderDocument,
  copy: ChangeOrderCopy,
  money: (cents: number) => string,
  contract: ContractChange | null,
): string[] {
  const { total } = document.figures;
  const effect = copy.effect;
  const payment =
    total > 0
      ? document.paymentTiming === "final"
        ? effect.dueWithFinal(money(total))
        : effect.dueAtSigning(money(total))
      : total < 0
        ? effect.credit(money(-total))
        : effect.noPayment;
  const schedule = document.schedule;
  return [
    ...(contract ? [effect.contract(money(contract.before), money(contract.after))] : []),
    payment,
    !schedule
      ? effect.noSchedule
      : schedule.days > 0
        ? effect.longer(schedule.phase, schedule.days)
        : effect.shorter(schedule.phase, -schedule.days),
  ];
}

/**
 * A change order on paper, in the homeowner's language: why, its lines and total, what it
 * changes; once signed, the signature and a certificate page with the signing's record and the
 * SHA-256 of it. Printed from the record, never from the editable row.
 */
export async function changeOrderPdf(
  view: ChangeOrderView,
): Promise<{ fileName: string; content: Buffer }> {
  const { document, signature } = view;
  const locale = document.language;
  const copy = changeOrderCopyIn[locale];
  const money = (cents: number) => formatUsd(cents, locale);
  const name = copy.name(document.number);
  const pdf = new PdfWriter(
    {
      title: `${name}: ${document.title}`,
      author: document.business.name,
      subject: copy.pdf.preparedFor(document.homeownerName),
      createdAt: new Date(signature?.record.signedAt ?? document.sentAt),
    },
    intlLocale[locale],
  );
  const { business } = document;
  pdf.paragraph(business.name, { size: 16, bold: true, gap: 0.1 });
  pdf.paragraph([business.phone, business.email].join(" · "), { muted: true, gap: 1 });
  pdf.paragraph(`${copy.pdf.kicker} · ${name}`, { muted: true, gap: 0.1 });
  pdf.paragraph(document.title, { size: 20, bold: true, gap: 0.3 });
  pdf.paragraph(copy.pdf.preparedFor(document.homeownerName), { bold: true, size: 12, gap: 0.1 });
  pdf.paragraph(`${document.jobTitle} · ${document.projectAddress}`, { gap: 0.1 });
  pdf.paragraph(copy.pdf.sentOn(longDay(dallasDay(new Date(document.sentAt)), locale)));

  pdf.heading(copy.why);
  pdf.paragraph(document.reason);
  pdf.heading(name);
  for (const line of document.lines)
    pdf.row(
      line.kind === "credit" ? `${line.description} (${copy.lines.credit})` : line.description,
      money(signedAmount(line)),
      [copy.lines.each(quantityText(line.quantity, locale), line.unit, money(line.unitCents))],
    );
  const { figures } = document;
  if (figures.credited) {
    pdf.row(copy.totals.added, money(figures.added), [], { bold: false });
    pdf.row(copy.totals.credited, money(-figures.credited), [], { bold: false });
  }
  if (document.taxPercent)
    pdf.row(copy.totals.tax(percentText(document.taxPercent, locale)), money(figures.tax), [], {
      bold: false,
    });
  pdf.row(copy.totals.total, money(figures.total), [], { size: 13 });

  pdf.heading(copy.effect.heading);
  pdf.bullets(effectLines(document, copy, money, signature?.record.contract ?? null));

  if (!signature) {
    pdf.heading(copy.pdf.signature);
    pdf.paragraph(
      view.status === "declined" && view.answeredAt
        ? copy.state.declined(longDay(dallasDay(new Date(view.answeredAt)), locale))
        : view.status === "withdrawn"
          ? copy.state.withdrawn
          : copy.state.sent,
      { bold: true },
    );
  } else {
    const { record, sha256 } = signature;
    pdf.heading(copy.pdf.signature);
    pdf.paragraph(copy.state.signed(record.signer.name, longMoment(record.signedAt, locale)), {
      bold: true,
    });
    pdf.paragraph(record.signer.consent, { muted: true, size: 9 });
    const words = copy.pdf.certificate;
    pdf.newPage();
    pdf.paragraph(words.heading, { bold: true, size: 16 });
    pdf.paragraph(words.intro(business.name), { muted: true, gap: 1 });
    pdf.field(words.document, `${name}: ${document.title}`);
    pdf.field(words.sentTo, document.email);
    pdf.field(words.sentAt, longMoment(document.sentAt, locale));
    pdf.field(words.signer, record.signer.name);
    pdf.field(words.signedAt, `${longMoment(record.signedAt, locale)} · ${record.signedAt}`);
    pdf.field(words.ipAddress, record.signer.clientIp);
    pdf.field(words.browser, record.signer.userAgent ?? "-");
    pdf.field(
      words.contract,
      words.contractChange(money(record.contract.before), money(record.contract.after)),
    );
    pdf.field(words.consent, record.signer.consent);
    pdf.field(words.hash, sha256, { code: true });
    pdf.paragraph(words.hashNote(business.name), { muted: true, size: 9 });
  }
  const content = await pdf.bytes(
    (page, pages) => `${business.name} · ${name} · ${copy.pdf.page(page, pages)}`,
  );
  return { fileName: copy.pdf.fileName(document.jobId, document.number), content };
}
