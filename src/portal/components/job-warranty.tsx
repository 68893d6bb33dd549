import { Button } from "@/components/ui/button-link";
import { controlClass, Field } from "@/components/ui/field";
import type { ClaimProblem, HomeownerClaim, HomeownerJob } from "@/jobs/server";
import { CLAIM_MAX_LENGTH, CLAIM_MAX_PHOTOS } from "@/jobs/server";
import type { Locale } from "@/lib/i18n/locale";
import { dallasDay } from "@/lib/time/dallas";
import { longDay, longMoment } from "@/lib/time/long-day";
import { CLAIM_ACTION, warrantyAnchor } from "../addresses";
import { portalCopyIn } from "../copy";
import { Notice } from "./notice";
import { PhotosField } from "./photos-field";
import { UpdatePhotos } from "./update-photos";

/** What the last claim form of this job did: filed, or refused with what was typed. */
export type ClaimFormState =
  { sent: true } | { sent?: false; problem?: ClaimProblem; typed?: string };

/** Where a claim is, in the homeowner's words. */
function claimState(claim: HomeownerClaim, locale: Locale): string {
  const state = portalCopyIn[locale].project.warranty.claims.state;
  if (claim.status === "visit_booked")
    return claim.visitAt ? state.visit_booked(longMoment(claim.visitAt, locale)) : state.accepted;
  if (claim.status === "declined") return state.declined(claim.declineReason ?? "");
  return state[claim.status];
}

/**
 * A completed job's warranties with their last days, the homeowner's claims with the office's
 * answers, and the form that files one under a warranty still running, with photos: a plain
 * form post, no script needed.
 */
export function JobWarranty({
  job,
  locale,
  state,
  today = dallasDay(new Date()),
}: {
  job: HomeownerJob;
  locale: Locale;
  state: ClaimFormState;
  today?: string;
}) {
  if (!job.warranties.length || !job.completedOn) return null;
  const copy = portalCopyIn[locale].project.warranty;
  const claims = copy.claims;
  const day = (value: string) => longDay(value, locale);
  const anchor = warrantyAnchor(job.id);
  const formId = `${anchor}-claim`;
  const running = job.warranties.filter((warranty) => warranty.endsOn >= today);
  const problem = !state.sent && state.problem ? claims.problems[state.problem] : undefined;
  return (
    <section id={anchor} aria-labelledby={`${anchor}-heading`} className="mt-8">
      <h3 id={`${anchor}-heading`} className="text-xl font-bold text-brand-900">
        {copy.heading}
      </h3>
      <p className="mt-2 text-slate-700">{copy.completed(day(job.completedOn))}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
        {job.warranties.map((warranty) => (
          <li key={warranty.kind}>{copy[warranty.kind](warranty.years, day(warranty.endsOn))}</li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">{copy.claim}</p>

      <h4 className="mt-6 text-lg font-semibold text-slate-900">{claims.heading}</h4>
      {state.sent ? <Notice {...claims.sent} /> : null}
      {job.claims.length ? (
        <ol className="mt-3 space-y-3">
          {job.claims.map((claim) => (
            <li key={claim.id} className="rounded-md bg-slate-100 p-3">
              <p className="text-sm text-slate-700">
                {claims.filed(
                  day(dallasDay(new Date(claim.createdAt))),
                  claims.kind[claim.warranty],
                )}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900">{claim.description}</p>
              <UpdatePhotos
                photos={claim.photos}
                altOf={claims.photoAlt}
                openLabel={portalCopyIn[locale].project.updates.openPhoto}
              />
              <p className="mt-2 font-semibold text-slate-900">{claimState(claim, locale)}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-slate-700">{claims.none}</p>
      )}

      {running.length ? (
        <form
          id={formId}
          method="post"
          action={CLAIM_ACTION}
          encType="multipart/form-data"
          className="mt-6 space-y-4 rounded-md border border-slate-200 p-4"
          aria-labelledby={`${formId}-heading`}
        >
          <h4 id={`${formId}-heading`} className="text-lg font-semibold text-slate-900">
            {claims.form.heading}
          </h4>
          <input type="hidden" name="lang" value={locale} />
          <input type="hidden" name="job" value={job.id} />
          <Field id={`${formId}-warranty`} label={claims.form.warranty}>
            {(describedBy) => (
              <select
                id={`${formId}-warranty`}
                name="warranty"
                aria-describedby={describedBy}
                className={controlClass}
              >
                {running.map((warranty) => (
                  <option key={warranty.kind} value={warranty.kind}>
                    {copy[warranty.kind](warranty.years, day(warranty.endsOn))}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={`${formId}-description`}
            label={claims.form.description}
            hint={claims.form.hint}
            error={problem}
          >
            {(describedBy) => (
              <textarea
                id={`${formId}-description`}
                name="description"
                required
                minLength={10}
                maxLength={CLAIM_MAX_LENGTH}
                rows={5}
                defaultValue={state.sent ? undefined : state.typed}
                aria-describedby={describedBy}
                aria-invalid={problem ? true : undefined}
                className={controlClass}
              />
            )}
          </Field>
          <PhotosField id={`${formId}-photos`} label={claims.form.photos(CLAIM_MAX_PHOTOS)} />
          <Button type="submit">{claims.form.send}</Button>
        </form>
      ) : null}
    </section>
  );
}
