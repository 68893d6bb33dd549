import { Button } from "@/components/ui/button-link";
import { percentText, quantityText } from "@/estimates";
import { Choice, choiceInputClass } from "@/components/ui/choice-group";
import { controlClass, Field } from "@/components/ui/field";
import {
  changeOrderCopyIn,
  contractOf,
  DECLINE_REASON_MAX,
  effectLines,
  signedAmount,
  type ChangeOrderView,
  type ChangeRefusal,
  type HomeownerJob,
} from "@/jobs/server";
import type { Locale } from "@/lib/i18n/locale";
import { formatUsd } from "@/lib/money/cents";
import { dallasDay } from "@/lib/time/dallas";
import { longDay, longMoment } from "@/lib/time/long-day";
import { CHANGE_ORDER_ACTION, changeOrderAnchor, DOCUMENT_ACTION } from "../addresses";
import { Notice } from "./notice";

/** What the last form of one change order did: signed, declined, or why nothing was. */
export type ChangeOrderResult = { id: number; result: "signed" | "declined" | ChangeRefusal };

const cell = "border-b border-slate-200 py-2 pr-3 text-left align-top";

/** Where a change order is, in a sentence. */
function stateOf(order: ChangeOrderView, locale: Locale): string {
  const copy = changeOrderCopyIn[locale].state;
  if (order.signature)
    return copy.signed(
      order.signature.record.signer.name,
      longMoment(order.signature.record.signedAt, locale),
    );
  if (order.status === "declined")
    return copy.declined(longDay(dallasDay(new Date(order.answeredAt ?? Date.now())), locale));
  return order.status === "withdrawn" ? copy.withdrawn : copy.sent;
}

/**
 * One change order as the homeowner reads it: why, its lines and what it comes to, what it does
 * to the contract total, the payments and the schedule; while it waits, the forms that sign it
 * (consent, typed name) or decline it, plain posts without script.
 */
function ChangeOrder({
  order,
  job,
  locale,
  result,
}: {
  order: ChangeOrderView;
  job: HomeownerJob;
  locale: Locale;
  result: ChangeOrderResult["result"] | undefined;
}) {
  const copy = changeOrderCopyIn[locale];
  const money = (cents: number) => formatUsd(cents, locale);
  const { document } = order;
  const anchor = changeOrderAnchor(order.id);
  const waiting = order.status === "sent";
  const now = contractOf({ contractCents: job.contractCents, payments: job.payments });
  const contract =
    order.signature?.record.contract ??
    (waiting ? { before: now, after: now + document.figures.total } : null);
  const refusal = result && result !== "signed" && result !== "declined" ? result : undefined;
  const formPart = (name: string, value: string | number) => (
    <input type="hidden" name={name} value={value} />
  );
  const common = (
    <>
      {formPart("lang", locale)}
      {formPart("job", job.id)}
      {formPart("changeOrder", order.id)}
    </>
  );
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-heading`}
      className="mt-4 rounded-md border border-slate-200 p-4"
    >
      <h4 id={`${anchor}-heading`} className="text-lg font-semibold text-slate-900">
        {copy.name(document.number)}: {document.title}
      </h4>
      <p className={`mt-1 font-semibold ${waiting ? "text-amber-900" : "text-slate-700"}`}>
        {stateOf(order, locale)}
      </p>
      {result === "signed" || result === "declined" ? (
        <Notice heading={copy.name(document.number)} text={copy.done[result]} />
      ) : null}
      <p className="mt-3 text-slate-700">
        <span className="font-semibold text-slate-900">{copy.why}: </span>
        {document.reason}
      </p>
      <table className="mt-3 w-full text-sm sm:text-base">
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {copy.lines.item}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {copy.lines.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            <tr key={index}>
              <td className={cell}>
                {line.description}
                {line.kind === "credit" ? ` (${copy.lines.credit})` : ""}
                <span className="block text-sm text-slate-600">
                  {copy.lines.each(
                    quantityText(line.quantity, locale),
                    line.unit,
                    money(line.unitCents),
                  )}
                </span>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{money(signedAmount(line))}</td>
            </tr>
          ))}
          {document.figures.tax ? (
            <tr>
              <td className={cell}>
                {copy.totals.tax(percentText(document.taxPercent ?? 0, locale))}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{money(document.figures.tax)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" className={`${cell} font-semibold`}>
              {copy.totals.total}
            </th>
            <td className={`${cell} text-right font-semibold tabular-nums`}>
              {money(document.figures.total)}
            </td>
          </tr>
        </tbody>
      </table>
      <h5 className="mt-4 font-semibold text-slate-900">{copy.effect.heading}</h5>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {effectLines(document, copy, money, contract).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {order.status === "signed" ? (
        <p className="mt-3">
          <a
            className="font-semibold text-brand-700 underline"
            href={`${DOCUMENT_ACTION}?changeOrder=${order.id}`}
          >
            {copy.pdf.link(document.number)}
          </a>
        </p>
      ) : null}
      {waiting ? (
        <>
          <form method="post" action={CHANGE_ORDER_ACTION} className="mt-4 space-y-4">
            <h5 className="font-semibold text-slate-900">{copy.sign.heading}</h5>
            {common}
            {formPart("do", "sign")}
            {formPart("total", document.figures.total)}
            {formPart("contract", now)}
            {refusal ? (
              <p
                role="alert"
                className="rounded-lg border border-red-700/40 bg-red-50 p-3 text-red-900"
              >
                {copy.refusals[refusal]}
              </p>
            ) : null}
            <div className="space-y-2 text-sm text-slate-700">
              {copy.sign
                .disclosure(
                  document.business.name,
                  document.business.phone,
                  document.business.email,
                )
                .map((text) => (
                  <p key={text}>{text}</p>
                ))}
            </div>
            <Choice
              input={
                <input
                  type="checkbox"
                  name="consent"
                  value="yes"
                  required
                  className={choiceInputClass}
                />
              }
            >
              {copy.sign.consent}
            </Choice>
            <Field id={`${anchor}-name`} label={copy.sign.name} hint={copy.sign.nameHint}>
              {(describedBy) => (
                <input
                  id={`${anchor}-name`}
                  name="name"
                  required
                  minLength={2}
                  maxLength={100}
                  autoComplete="name"
                  aria-describedby={describedBy}
                  className={controlClass}
                />
              )}
            </Field>
            <Button type="submit">{copy.sign.button}</Button>
          </form>
          <details className="mt-4">
            <summary className="cursor-pointer font-semibold text-brand-700">
              {copy.sign.declineHeading}
            </summary>
            <form method="post" action={CHANGE_ORDER_ACTION} className="mt-3 space-y-4">
              {common}
              {formPart("do", "decline")}
              <Field id={`${anchor}-reason`} label={copy.sign.declineReason}>
                {(describedBy) => (
                  <textarea
                    id={`${anchor}-reason`}
                    name="reason"
                    rows={3}
                    maxLength={DECLINE_REASON_MAX}
                    aria-describedby={describedBy}
                    className={controlClass}
                  />
                )}
              </Field>
              <Button type="submit" variant="secondary">
                {copy.sign.declineButton}
              </Button>
            </form>
          </details>
        </>
      ) : null}
    </section>
  );
}

/** A job's change orders, oldest first; nothing when the office has sent none. */
export function JobChangeOrders({
  job,
  locale,
  result,
}: {
  job: HomeownerJob;
  locale: Locale;
  result: ChangeOrderResult | undefined;
}) {
  if (!job.changeOrders.length) return null;
  const copy = changeOrderCopyIn[locale];
  const titleId = `job-${job.id}-change-orders`;
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h3 id={titleId} className="text-xl font-bold text-brand-900">
        {copy.heading}
      </h3>
      {job.changeOrders.map((order) => (
        <ChangeOrder
          key={order.id}
          order={order}
          job={job}
          locale={locale}
          result={result?.id === order.id ? result.result : undefined}
        />
      ))}
    </section>
  );
}
