import type { HomeownerJob } from "@/jobs/server";
import { changeOrderCopyIn, paymentStanding } from "@/jobs/server";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { formatUsd } from "@/lib/money/cents";
import { longDay } from "@/lib/time/long-day";
import { askAddress, DOCUMENT_ACTION, PORTAL_PATH } from "../addresses";
import { portalCopyIn } from "../copy";
import { JobChangeOrders, type ChangeOrderResult } from "./job-change-orders";
import { JobMessages, type MessageFormState } from "./job-messages";
import { JobWarranty, type ClaimFormState } from "./job-warranty";
import { ProjectSteps } from "./project-steps";
import { UpdatePhotos } from "./update-photos";

const heading = "text-xl font-bold text-brand-900";
const block = "mt-8";
const cell = "border-b border-slate-200 py-2 pr-3 text-left align-top";

/** One job as its homeowner sees it: where it is, when, what happened, what is paid. */
export function ProjectView({
  job,
  locale,
  steps,
  messageState,
  changeResult,
  claimState,
}: {
  job: HomeownerJob;
  locale: Locale;
  steps: readonly string[];
  messageState: MessageFormState;
  changeResult: ChangeOrderResult | undefined;
  claimState: ClaimFormState;
}) {
  const copy = portalCopyIn[locale].project;
  const ask = (about: Parameters<typeof askAddress>[2]) =>
    askAddress(localePath(locale, PORTAL_PATH), job.id, about);
  const askLink = "mt-1 inline-block text-sm text-brand-700 underline";
  const usd = (cents: number) => formatUsd(cents, locale);
  const day = (value: string) => longDay(value, locale);
  const standing = paymentStanding(job.payments);
  const total = job.contractCents ?? standing.receivedCents + standing.outstandingCents;
  const titleId = `job-${job.id}-title`;
  return (
    <article aria-labelledby={titleId} className="mt-10 border-t border-slate-200 pt-8">
      <h2 id={titleId} className="text-2xl font-bold text-slate-900">
        {job.title}
      </h2>
      {job.address ? <p className="mt-1 text-slate-700">{job.address}</p> : null}

      <ProjectSteps locale={locale} steps={steps} status={job.status} jobId={job.id} />

      <section aria-labelledby={`${titleId}-schedule`} className={block}>
        <h3 id={`${titleId}-schedule`} className={heading}>
          {copy.schedule.heading}
        </h3>
        {!job.schedule.length ? (
          <p className="mt-2 text-slate-700">{copy.schedule.none}</p>
        ) : (
          <>
            {job.schedule.some((phase) => phase.startsOn) ? null : (
              <p className="mt-2 text-slate-700">{copy.schedule.undated}</p>
            )}
            <table className="mt-3 w-full text-sm sm:text-base">
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {copy.schedule.phase}
                  </th>
                  <th scope="col" className={cell}>
                    {copy.schedule.dates}
                  </th>
                </tr>
              </thead>
              <tbody>
                {job.schedule.map((phase, index) => (
                  <tr key={index}>
                    <td className={cell}>{phase.phase}</td>
                    <td className={cell}>
                      {phase.startsOn && phase.endsOn
                        ? copy.schedule.range(day(phase.startsOn), day(phase.endsOn))
                        : copy.schedule.days(phase.days)}
                      {phase.moved ? (
                        <p className="mt-1 text-sm text-amber-900">
                          {copy.schedule.moved(
                            copy.schedule.range(day(phase.moved.startsOn), day(phase.moved.endsOn)),
                            phase.moved.because,
                          )}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section aria-labelledby={`${titleId}-updates`} className={block}>
        <h3 id={`${titleId}-updates`} className={heading}>
          {copy.updates.heading}
        </h3>
        {job.updates.length ? (
          <ol className="mt-3 space-y-4">
            {job.updates.map((update) => (
              <li key={update.id}>
                <p className="font-semibold text-slate-900">{day(update.day)}</p>
                <p className="mt-1 whitespace-pre-line text-slate-700">
                  {update.kind === "no_work" ? copy.updates.noWork(update.note) : update.note}
                </p>
                <UpdatePhotos
                  photos={update.photos}
                  altOf={(position, count) =>
                    copy.updates.photoAlt(position, count, day(update.day))
                  }
                  openLabel={copy.updates.openPhoto}
                  ask={{ label: copy.messages.ask.photo, href: (id) => ask(`photo-${id}`) }}
                />
                <a href={ask(`update-${update.id}`)} className={askLink}>
                  {copy.messages.ask.update}
                </a>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-slate-700">{copy.updates.none}</p>
        )}
      </section>

      <section aria-labelledby={`${titleId}-payments`} className={block}>
        <h3 id={`${titleId}-payments`} className={heading}>
          {copy.payments.heading}
        </h3>
        {job.payments.length ? (
          <>
            <p className="mt-2 text-slate-700">
              {copy.payments.summary(usd(standing.receivedCents), usd(total))}{" "}
              {standing.next
                ? copy.payments.next(standing.next.title, usd(standing.next.cents))
                : copy.payments.allPaid}
            </p>
            <table className="mt-3 w-full text-sm sm:text-base">
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {copy.payments.payment}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {copy.payments.amount}
                  </th>
                  <th scope="col" className={cell}>
                    {copy.payments.state}
                  </th>
                </tr>
              </thead>
              <tbody>
                {job.payments.map((payment, index) => (
                  <tr key={index}>
                    <td className={cell}>{payment.title}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {usd(payment.amountCents)}
                    </td>
                    <td className={cell}>
                      {payment.receivedOn
                        ? copy.payments.paidOn(day(payment.receivedOn))
                        : copy.payments.due}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="mt-2 text-slate-700">{copy.payments.none}</p>
        )}
        <p className="mt-2 text-sm text-slate-600">{copy.payments.noCards}</p>
      </section>

      <section aria-labelledby={`${titleId}-documents`} className={block}>
        <h3 id={`${titleId}-documents`} className={heading}>
          {copy.documents.heading}
        </h3>
        {job.estimateId !== null ? (
          <p className="mt-2">
            <a
              className="font-semibold text-brand-700 underline"
              href={`${DOCUMENT_ACTION}?job=${job.id}`}
            >
              {copy.documents.estimate}
            </a>
            <br />
            <a href={ask("estimate")} className={askLink}>
              {copy.messages.ask.estimate}
            </a>
          </p>
        ) : (
          <p className="mt-2 text-slate-700">{copy.documents.none}</p>
        )}
        {job.changeOrders
          .filter((order) => order.status === "signed")
          .map((order) => (
            <p key={order.id} className="mt-2">
              <a
                className="font-semibold text-brand-700 underline"
                href={`${DOCUMENT_ACTION}?changeOrder=${order.id}`}
              >
                {changeOrderCopyIn[locale].pdf.link(order.document.number)}
              </a>
            </p>
          ))}
      </section>

      <JobChangeOrders job={job} locale={locale} result={changeResult} />

      <JobWarranty job={job} locale={locale} state={claimState} />

      <JobMessages job={job} locale={locale} state={messageState} />

      {job.manager ? (
        <section aria-labelledby={`${titleId}-manager`} className={block}>
          <h3 id={`${titleId}-manager`} className={heading}>
            {copy.manager.heading}
          </h3>
          <p className="mt-2 text-slate-700">{copy.manager.text(job.manager.name)}</p>
          <p className="mt-1">
            <a className="text-brand-700 underline" href={`mailto:${job.manager.email}`}>
              {copy.manager.write} {job.manager.email}
            </a>
          </p>
        </section>
      ) : null}
    </article>
  );
}
