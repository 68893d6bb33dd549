import { Button } from "@/components/ui/button-link";
import { Choice, choiceInputClass } from "@/components/ui/choice-group";
import type { Locale } from "@/lib/i18n/locale";
import { formatUsd } from "@/lib/money/cents";
import { dallasDay } from "@/lib/time/dallas";
import { longDay, longMoment } from "@/lib/time/long-day";
import { SIGN_SECTION_ID } from "../addresses";
import type { EstimateCopy } from "../copy-schema";
import { lastDayToCancel } from "../right-to-cancel";
import type { StoredSignature } from "../store";
import type { EstimateView } from "../view";
import { CancelForm, CancellationNotice } from "./estimate-replies";

type OpenView = Extract<EstimateView, { state: "open" }>;

const heading = "text-xl font-bold text-brand-900 sm:text-2xl";

/**
 * Accepting and signing, inside the estimate's one form: the consent to electronic records and
 * what it means, the typed name as the signature, and (when the estimate carries it) the Texas
 * 3-day right to cancel beside the button, as the law asks.
 */
export function SignSection({
  view,
  copy,
  locale,
}: {
  view: OpenView;
  copy: EstimateCopy;
  locale: Locale;
}) {
  const { business } = view.document;
  const sign = copy.sign;
  // If they sign now: the notice is dated today and counts from today.
  const now = new Date();
  const lastDay = longDay(lastDayToCancel(now), locale);
  return (
    <section
      id={SIGN_SECTION_ID}
      className="mt-10 rounded-xl border-2 border-brand-700 bg-white p-5"
      aria-labelledby="sign-heading"
    >
      <h2 id="sign-heading" className={heading}>
        {sign.heading}
      </h2>
      {view.problem ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-700/40 bg-red-50 p-3 text-red-900"
        >
          {sign.refusals[view.problem]}
        </p>
      ) : null}
      <p className="mt-4 text-lg font-semibold text-slate-900">
        {/* The amount in its own element, which the live totals keep up to date. */}
        {sign
          .total("\u0000")
          .split("\u0000")
          .flatMap((text, index) =>
            index === 0
              ? [text]
              : [
                  <span key="amount" data-sign-amount>
                    {formatUsd(view.figures.total, locale)}
                  </span>,
                  text,
                ],
          )}
      </p>
      <div className="mt-4 space-y-2 text-sm text-slate-700">
        {sign.disclosure(business.name, business.phone, business.email).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="mt-4">
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
          {sign.consent}
        </Choice>
      </div>
      <label className="mt-4 block">
        <span className="font-semibold text-slate-900">{sign.name}</span>
        <span id="signer-hint" className="block text-sm text-slate-600">
          {sign.nameHint}
        </span>
        <input
          name="name"
          required
          minLength={2}
          maxLength={100}
          autoComplete="name"
          aria-describedby="signer-hint"
          className="mt-2 block min-h-12 w-full rounded-lg border border-slate-400 px-3 text-lg"
        />
      </label>
      {view.document.rightToCancel ? (
        <div className="mt-4 space-y-2">
          <p className="text-[0.9rem] leading-snug font-bold text-slate-900">
            {sign.cancelStatement}
          </p>
          <p className="text-sm text-slate-700">{sign.cancelHow(lastDay, business.email)}</p>
        </div>
      ) : null}
      <Button type="submit" size="large" className="mt-5 w-full sm:w-auto print:hidden">
        {sign.button}
      </Button>
      {/* The form the statement points to, attached right after the signature. */}
      {view.document.rightToCancel ? (
        <CancellationNotice
          document={view.document}
          transactionDay={longDay(dallasDay(now), locale)}
          lastDay={lastDay}
          copy={copy}
        />
      ) : null}
    </section>
  );
}

/**
 * What was signed, by whom and when, and the record's fingerprint; with the right to cancel, the
 * notice of cancellation dated with the signing day, and the cancel form while the right lasts.
 */
export function SignedBlock({
  view,
  signature,
  copy,
  locale,
}: {
  view: OpenView;
  signature: StoredSignature;
  copy: EstimateCopy;
  locale: Locale;
}) {
  const { record } = signature;
  const signed = copy.sign.signed;
  const signedAt = new Date(record.signedAt);
  const lastDay = longDay(lastDayToCancel(signedAt), locale);
  const canCancel = view.cancelOpen;
  return (
    <section
      id={SIGN_SECTION_ID}
      className="mt-10 rounded-xl border-2 border-green-700 bg-green-50 p-5"
      aria-labelledby="signed-heading"
    >
      <h2 id="signed-heading" className={heading}>
        {signed.heading}
      </h2>
      <p className="mt-3 text-lg">
        {signed.by(record.signer.name, longMoment(record.signedAt, locale))}
      </p>
      <p className="mt-1 text-lg font-semibold">
        {signed.total(formatUsd(record.figures.total, locale))}
      </p>
      {signature.cancelledAt ? (
        <p className="mt-3 font-semibold">
          {copy.cancel.cancelled(longMoment(signature.cancelledAt, locale))}
        </p>
      ) : canCancel ? (
        <p className="mt-3">{signed.cancelUntil(lastDay)}</p>
      ) : record.cancelUntil ? (
        <p className="mt-3">{copy.cancel.ended(lastDay)}</p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        {signed.hash}: <code className="break-all">{signature.sha256}</code>
      </p>
      {record.cancelUntil ? (
        <CancellationNotice
          document={record.document}
          transactionDay={longDay(dallasDay(signedAt), locale)}
          lastDay={lastDay}
          copy={copy}
        />
      ) : null}
      {canCancel ? (
        <CancelForm token={view.token} locale={locale} lastDay={lastDay} copy={copy} />
      ) : null}
    </section>
  );
}
