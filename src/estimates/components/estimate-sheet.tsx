import { Button, ButtonLink } from "@/components/ui/button-link";
import { Choice, choiceInputClass } from "@/components/ui/choice-group";
import { PageTitle } from "@/components/ui/page-title";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { formatUsd } from "@/lib/money/cents";
import { dallasDay } from "@/lib/time/dallas";
import { longDay } from "@/lib/time/long-day";
import { ESTIMATE_PATH, ESTIMATE_TOKEN, PDF_ACTION, SEEN_TOTAL, SIGN_ACTION } from "../addresses";
import { ALTERNATE_PREFIX, OPTION_PARAM } from "../choice";
import { estimateCopyIn } from "../copy";
import { amountOfLines, chosenLines, percentText } from "../figure-text";
import { validThroughDay } from "../valid-until";
import type { EstimateView } from "../view";
import { EstimateLines } from "./estimate-lines";
import { AskSection, DeclineSection, ReplyNotice } from "./estimate-replies";
import { SignedBlock, SignSection } from "./estimate-signing";
import { LiveTotals } from "./live-totals";
import { pricedFrom } from "../stored";

type OpenView = Extract<EstimateView, { state: "open" }>;

const heading = "text-xl font-bold text-brand-900 sm:text-2xl";
const FORM_ID = "estimate-choices";
const block = "mt-10";

/** The PDF of what the page shows: the signed copy, or the revision with the choice made so far. */
function pdfHref(view: OpenView, locale: Locale) {
  const query = new URLSearchParams({ [ESTIMATE_TOKEN]: view.token, lang: locale });
  for (const [group, option] of Object.entries(view.choice.alternates))
    query.set(`${ALTERNATE_PREFIX}${group}`, option);
  for (const option of view.choice.options) query.append(OPTION_PARAM, option);
  return `${PDF_ACTION}?${query}`;
}

/** The page's answer to a link that opens nothing: why, and where the current estimate is. */
function Refused({ view }: { view: Extract<EstimateView, { state: "refused" }> }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <PageTitle>{view.heading}</PageTitle>
      <p className="mt-4 text-lg text-slate-700">{view.text}</p>
      {view.link ? (
        <ButtonLink href={view.link.href} className="mt-6">
          {view.link.text}
        </ButtonLink>
      ) : null}
    </section>
  );
}

/**
 * The homeowner's estimate: who it is for, every section and line, the choices as one GET form
 * (so it works without JavaScript and the address keeps the choice), then what they come to, the
 * payments, the plan, the warranty, what is not included and the terms.
 */
export function EstimateSheet({ view, locale }: { view: EstimateView; locale: Locale }) {
  if (view.state === "refused") return <Refused view={view} />;
  return <OpenEstimate view={view} locale={locale} />;
}

function OpenEstimate({ view, locale }: { view: OpenView; locale: Locale }) {
  const copy = estimateCopyIn[locale];
  const { document: estimate, figures, choice } = view;
  const money = (cents: number) => formatUsd(cents, locale);
  const validUntil = longDay(validThroughDay(estimate.validUntil), locale);
  const notice = view.lapsed
    ? copy.status.lapsed
    : copy.status[view.status as keyof typeof copy.status];
  const subtotalOf = (id: string | null | undefined) =>
    figures.sections.find((section) => section.id === id)?.subtotal ?? 0;
  const pagePath = localePath(locale, ESTIMATE_PATH);
  const locked = Boolean(view.signature);
  const signable =
    (view.status === "sent" || view.status === "viewed") && !view.lapsed && !view.signature;
  const planDays = estimate.buildPlan.reduce((sum, phase) => sum + phase.days, 0);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {copy.kicker} · {estimate.business.name}
      </p>
      <PageTitle className="mt-2">{estimate.title}</PageTitle>
      <div className="mt-4 space-y-1 text-slate-700">
        <p className="text-lg font-semibold text-slate-900">
          {copy.preparedFor(estimate.homeownerName)}
        </p>
        <p>
          {estimate.projectAddress}, {estimate.city}
        </p>
        <p>
          {copy.revision(estimate.revision, longDay(dallasDay(new Date(view.sentAt)), locale))} ·{" "}
          <strong>{copy.validUntil(validUntil)}</strong>
        </p>
      </div>
      <ButtonLink
        href={pdfHref(view, locale)}
        variant="secondary"
        className="mt-5 print:hidden"
        data-pdf-link
      >
        {copy.pdf.download}
      </ButtonLink>
      <ReplyNotice done={view.replied} problem={view.replyProblem} copy={copy} />
      {notice ? (
        <p
          role="status"
          className="mt-6 rounded-xl border border-amber-600/40 bg-amber-50 p-4 text-lg text-amber-950"
        >
          {notice}
        </p>
      ) : null}

      <section className={block} aria-labelledby="scope">
        <h2 id="scope" className={heading}>
          {copy.scope}
        </h2>
        <p className="mt-3 whitespace-pre-line text-slate-800">{estimate.scopeSummary}</p>
      </section>

      <form
        id={FORM_ID}
        method={signable ? "post" : "get"}
        action={signable ? SIGN_ACTION : pagePath}
      >
        <input type="hidden" name={ESTIMATE_TOKEN} value={view.token} />
        {signable ? (
          <>
            <input type="hidden" name="lang" value={locale} />
            <input type="hidden" name={SEEN_TOTAL} value={figures.total} />
          </>
        ) : null}
        {(estimate.sections ?? []).map((section) => (
          <section key={section.id} className={block}>
            <h2 className={heading}>{section.title}</h2>
            <div className="mt-3">
              <EstimateLines
                locked={locked}
                lines={section.lines ?? []}
                added={choice.options}
                copy={copy}
                locale={locale}
              />
            </div>
            <p className="mt-2 flex justify-between font-semibold text-slate-900">
              <span>{copy.sectionTotal(section.title)}</span>
              <span className="tabular-nums" data-section-total={section.id}>
                {money(subtotalOf(section.id))}
              </span>
            </p>
          </section>
        ))}
        {(estimate.alternates ?? []).map((group) => {
          const chosen = choice.alternates[group.id ?? ""];
          return (
            <fieldset key={group.id} className={block}>
              <legend className={heading}>{copy.choose(group.title)}</legend>
              <div className="mt-3 space-y-4">
                {(group.options ?? []).map((option) => {
                  const lines = option.lines ?? [];
                  const total = amountOfLines(chosenLines(lines, choice.options));
                  return (
                    <div
                      key={option.id}
                      className="rounded-xl border border-slate-200 bg-white p-4 has-checked:border-brand-700"
                    >
                      <Choice
                        input={
                          <input
                            type="radio"
                            name={`${ALTERNATE_PREFIX}${group.id}`}
                            value={option.id ?? ""}
                            defaultChecked={option.id === chosen}
                            disabled={locked}
                            className={choiceInputClass}
                          />
                        }
                      >
                        <span className="flex flex-1 flex-wrap justify-between gap-2 font-semibold text-slate-900">
                          <span>{option.title}</span>
                          <span className="tabular-nums" data-option-total={option.id}>
                            {money(total)}
                          </span>
                        </span>
                      </Choice>
                      {option.summary ? (
                        <p className="mt-2 text-slate-700">{option.summary}</p>
                      ) : null}
                      <div className="mt-3">
                        <EstimateLines
                          locked={locked}
                          lines={lines}
                          added={choice.options}
                          copy={copy}
                          locale={locale}
                        />
                      </div>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {locked ? null : (
          <div className="mt-8 rounded-xl bg-slate-100 p-4 print:hidden" data-update-hint>
            <p className="text-slate-700">{copy.updateHint}</p>
            <Button
              type="submit"
              variant="secondary"
              className="mt-3"
              formMethod="get"
              formAction={pagePath}
              formNoValidate
            >
              {copy.update}
            </Button>
          </div>
        )}

        <section className={block} aria-labelledby="totals">
          <h2 id="totals" className={heading}>
            {copy.totals.heading}
          </h2>
          <dl className="mt-3 divide-y divide-slate-200 border-y border-slate-200 tabular-nums">
            <div className="flex justify-between py-2">
              <dt>{copy.totals.subtotal}</dt>
              <dd data-estimate-subtotal>{money(figures.subtotal)}</dd>
            </div>
            {estimate.taxPercent ? (
              <div className="flex justify-between py-2">
                <dt>{copy.totals.tax(percentText(estimate.taxPercent, locale))}</dt>
                <dd data-estimate-tax>{money(figures.tax)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between py-2 text-xl font-bold text-brand-900">
              <dt>{copy.totals.total}</dt>
              <dd data-estimate-total>{money(figures.total)}</dd>
            </div>
          </dl>
        </section>

        <section className={block} aria-labelledby="payments">
          <h2 id="payments" className={heading}>
            {copy.payments.heading}
          </h2>
          <p className="mt-2 text-slate-700">{copy.payments.intro}</p>
          <table className="mt-3 w-full text-left tabular-nums">
            <thead className="text-sm text-slate-600">
              <tr>
                <th scope="col" className="py-2 font-semibold">
                  {copy.payments.when}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {copy.payments.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 border-y border-slate-200">
              {figures.payments.map((payment, index) => {
                const milestone = estimate.milestones?.[index - 1];
                return (
                  <tr key={payment.id}>
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {milestone ? (
                        <>
                          {milestone.title}
                          <span className="block text-sm text-slate-600">
                            {copy.payments.share(percentText(milestone.sharePercent, locale))}
                          </span>
                        </>
                      ) : (
                        copy.payments.deposit(percentText(estimate.depositPercent, locale))
                      )}
                    </th>
                    <td className="py-2 text-right font-semibold" data-payment={index}>
                      {money(payment.cents)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>

        {estimate.buildPlan.length ? (
          <section className={block} aria-labelledby="plan">
            <h2 id="plan" className={heading}>
              {copy.plan.heading}
            </h2>
            <p className="mt-2 text-slate-700">{copy.plan.intro}</p>
            <ol className="mt-3 list-decimal space-y-1 pl-6">
              {estimate.buildPlan.map((phase, index) => (
                <li key={index}>
                  {phase.phase}: {copy.plan.days(phase.days)}
                </li>
              ))}
            </ol>
            <p className="mt-2 font-semibold">{copy.plan.total(planDays)}</p>
          </section>
        ) : null}

        <section className={block} aria-labelledby="warranty">
          <h2 id="warranty" className={heading}>
            {copy.warranty.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            <li>{copy.warranty.workmanship(estimate.warranty.workmanshipYears)}</li>
            {estimate.warranty.structuralYears ? (
              <li>{copy.warranty.structural(estimate.warranty.structuralYears)}</li>
            ) : null}
          </ul>
        </section>

        {estimate.exclusions.length ? (
          <section className={block} aria-labelledby="exclusions">
            <h2 id="exclusions" className={heading}>
              {copy.exclusions}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {estimate.exclusions.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className={block} aria-labelledby="terms">
          <h2 id="terms" className={heading}>
            {copy.terms.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
            {copy.terms
              .items({ validUntil, depositPercent: percentText(estimate.depositPercent, locale) })
              .map((text) => (
                <li key={text}>{text}</li>
              ))}
          </ul>
        </section>

        {signable ? <SignSection view={view} copy={copy} locale={locale} /> : null}
      </form>
      {locked ? null : (
        <LiveTotals formId={FORM_ID} estimate={pricedFrom(estimate)} locale={locale} />
      )}
      {view.signature ? (
        <SignedBlock view={view} signature={view.signature} copy={copy} locale={locale} />
      ) : null}
      {(view.status === "sent" || view.status === "viewed") && !view.signature ? (
        <DeclineSection token={view.token} locale={locale} copy={copy} />
      ) : null}
      <AskSection token={view.token} locale={locale} copy={copy} />

      <p className="mt-10 text-slate-700">
        {copy.questions(estimate.business.name, estimate.business.phone, estimate.business.email)}
      </p>
      {copy.governing ? <p className="mt-4 text-sm text-slate-600">{copy.governing}</p> : null}
    </article>
  );
}
