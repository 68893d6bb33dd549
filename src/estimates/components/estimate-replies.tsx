import type { ReactNode } from "react";
import { Button } from "@/components/ui/button-link";
import { Choice, choiceInputClass } from "@/components/ui/choice-group";
import { controlClass, Field } from "@/components/ui/field";
import type { Locale } from "@/lib/i18n/locale";
import { ESTIMATE_TOKEN, REPLY_ACTION, REPLY_KIND, REPLY_SECTION_ID } from "../addresses";
import type { EstimateCopy } from "../copy-schema";
import type { EstimateDocument } from "../document";
import { NOTE_MAX, type ReplyOutcome, type ReplyRefusal } from "../reply-refusals";

const heading = "text-xl font-bold text-brand-900 sm:text-2xl";

/** One of the page's reply forms: a post that names the link, the language and what to do. */
function ReplyForm({
  token,
  locale,
  kind,
  children,
}: {
  token: string;
  locale: Locale;
  kind: "decline" | "cancel" | "ask";
  children: ReactNode;
}) {
  return (
    <form method="post" action={REPLY_ACTION} className="mt-4 space-y-4">
      <input type="hidden" name={ESTIMATE_TOKEN} value={token} />
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name={REPLY_KIND} value={kind} />
      {children}
    </form>
  );
}

/** What the last reply did, or why it did nothing: where the form's answer lands (#answer). */
export function ReplyNotice({
  done,
  problem,
  copy,
}: {
  done?: ReplyOutcome;
  problem?: ReplyRefusal;
  copy: EstimateCopy;
}) {
  if (!done && !problem) return <div id={REPLY_SECTION_ID} />;
  return (
    <p
      id={REPLY_SECTION_ID}
      role={problem ? "alert" : "status"}
      className={
        problem
          ? "mt-6 rounded-xl border border-red-700/40 bg-red-50 p-4 text-lg text-red-900"
          : "mt-6 rounded-xl border border-green-700/40 bg-green-50 p-4 text-lg text-green-950"
      }
    >
      {problem ? copy.replies.refusals[problem] : copy.replies.done[done!]}
    </p>
  );
}

/**
 * The notice of cancellation, as the law words it, in bold of at least 10 points: dated with the
 * day of the transaction and the last day to cancel, naming where a written notice goes.
 */
export function CancellationNotice({
  document,
  transactionDay,
  lastDay,
  copy,
}: {
  document: EstimateDocument;
  transactionDay: string;
  lastDay: string;
  copy: EstimateCopy;
}) {
  const notice = copy.notice;
  const { business } = document;
  return (
    <section
      aria-labelledby="notice-heading"
      className="mt-4 space-y-3 rounded-lg border-2 border-slate-900 bg-white p-4 text-[0.9rem] leading-snug font-bold text-slate-900"
    >
      <h3 id="notice-heading" className="text-center text-base">
        {notice.heading}
      </h3>
      <p>{notice.transactionDate(transactionDay)}</p>
      {notice.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>{notice.howTo(business.name, business.address || business.email, lastDay)}</p>
      <p>{notice.hereby}</p>
      <div className="grid grid-cols-2 gap-4 pt-6 font-normal">
        <p className="border-t border-slate-900 pt-1">{notice.dateLine}</p>
        <p className="border-t border-slate-900 pt-1">{notice.signatureLine}</p>
      </div>
      <p className="font-normal">{notice.otherWays(business.email)}</p>
    </section>
  );
}

/** Cancelling from the link while the right lasts: one confirmation, one button. */
export function CancelForm({
  token,
  locale,
  lastDay,
  copy,
}: {
  token: string;
  locale: Locale;
  lastDay: string;
  copy: EstimateCopy;
}) {
  const cancel = copy.cancel;
  return (
    <div className="mt-6 rounded-xl border border-slate-300 bg-white p-4 print:hidden">
      <h3 className="text-lg font-bold text-slate-900">{cancel.heading}</h3>
      <p className="mt-2 text-slate-700">{cancel.intro(lastDay)}</p>
      <ReplyForm token={token} locale={locale} kind="cancel">
        <Choice
          input={
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              className={choiceInputClass}
            />
          }
        >
          {cancel.confirm}
        </Choice>
        <Button type="submit" variant="secondary">
          {cancel.button}
        </Button>
      </ReplyForm>
    </div>
  );
}

/** Declining, tucked away under its own summary: an optional reason, one button. */
export function DeclineSection({
  token,
  locale,
  copy,
}: {
  token: string;
  locale: Locale;
  copy: EstimateCopy;
}) {
  const decline = copy.decline;
  return (
    <details className="mt-8 rounded-xl border border-slate-300 bg-white p-4 print:hidden">
      <summary className="cursor-pointer font-semibold text-brand-900">{decline.summary}</summary>
      <p className="mt-3 text-slate-700">{decline.intro}</p>
      <ReplyForm token={token} locale={locale} kind="decline">
        <Field id="decline-reason" label={decline.reason} hint={decline.reasonHint}>
          {(describedBy) => (
            <textarea
              id="decline-reason"
              name="reason"
              rows={3}
              maxLength={NOTE_MAX}
              aria-describedby={describedBy}
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {decline.button}
        </Button>
      </ReplyForm>
    </details>
  );
}

/** "Ask a question": the owner is alerted and answers by e-mail. */
export function AskSection({
  token,
  locale,
  copy,
}: {
  token: string;
  locale: Locale;
  copy: EstimateCopy;
}) {
  const ask = copy.ask;
  return (
    <section className="mt-10 print:hidden" aria-labelledby="ask-heading">
      <h2 id="ask-heading" className={heading}>
        {ask.heading}
      </h2>
      <p className="mt-2 text-slate-700">{ask.intro}</p>
      <ReplyForm token={token} locale={locale} kind="ask">
        <Field id="estimate-question" label={ask.label}>
          {(describedBy) => (
            <textarea
              id="estimate-question"
              name="question"
              rows={4}
              required
              minLength={2}
              maxLength={NOTE_MAX}
              aria-describedby={describedBy}
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit">{ask.button}</Button>
      </ReplyForm>
    </section>
  );
}
