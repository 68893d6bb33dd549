import { Button } from "@/components/ui/button-link";
import { controlClass, Field } from "@/components/ui/field";
import type { HomeownerJob, MessageProblem } from "@/jobs/server";
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS } from "@/jobs/server";
import type { Locale } from "@/lib/i18n/locale";
import { longDay, longMoment } from "@/lib/time/long-day";
import { aboutChoice, MESSAGE_ACTION, photoAddress } from "../addresses";
import { portalCopyIn } from "../copy";
import { Notice } from "./notice";
import { PhotosField } from "./photos-field";
import { UpdatePhotos } from "./update-photos";

/** What the last message form of this job did: sent, or refused with what was typed. */
export type MessageFormState =
  { sent: true } | { sent?: false; problem?: MessageProblem; about?: string; typed?: string };

/**
 * A job's conversation with the office, oldest first, and the form that adds to it: a plain form
 * post with its photos, no script needed. A message about an update, a photo or the estimate says
 * so; the form opens on the subject its "Ask about" link named.
 */
export function JobMessages({
  job,
  locale,
  state,
}: {
  job: HomeownerJob;
  locale: Locale;
  state: MessageFormState;
}) {
  const copy = portalCopyIn[locale].project.messages;
  const day = (value: string) => longDay(value, locale);
  const titleId = `job-${job.id}-messages`;
  const formId = `job-${job.id}-write`;
  const chosen = state.sent ? undefined : state.about;
  const photo = aboutChoice(chosen).photo;
  const problem = !state.sent && state.problem ? copy.problems[state.problem] : undefined;
  return (
    <section id={titleId} aria-labelledby={`${titleId}-heading`} className="mt-8">
      <h3 id={`${titleId}-heading`} className="text-xl font-bold text-brand-900">
        {copy.heading}
      </h3>
      {state.sent ? <Notice {...copy.sent} /> : null}
      {job.messages.length ? (
        <ol className="mt-3 space-y-3">
          {job.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-md p-3 ${message.from === "homeowner" ? "ml-6 bg-brand-50" : "mr-6 bg-slate-100"}`}
            >
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">
                  {message.from === "homeowner" ? copy.you : copy.office(message.authorName ?? "")}
                </span>{" "}
                · <time dateTime={message.createdAt}>{longMoment(message.createdAt, locale)}</time>
              </p>
              {message.about ? (
                <p className="mt-1 text-sm text-slate-700">
                  {message.about.kind === "update"
                    ? copy.about.update(day(message.about.day))
                    : message.about.kind === "photo"
                      ? copy.about.photo
                      : copy.about.estimate}
                </p>
              ) : null}
              {message.about?.kind === "photo" ? (
                // eslint-disable-next-line @next/next/no-img-element -- private, per-session files: no optimizer may fetch or keep them
                <img
                  src={photoAddress(message.about.id, "small")}
                  alt={copy.about.photo}
                  width={160}
                  height={120}
                  loading="lazy"
                  className="mt-2 aspect-4/3 w-40 rounded-md bg-slate-200 object-cover"
                />
              ) : null}
              <p className="mt-1 whitespace-pre-line text-slate-900">{message.body}</p>
              <UpdatePhotos
                photos={message.photos}
                altOf={copy.photoAlt}
                openLabel={portalCopyIn[locale].project.updates.openPhoto}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-slate-700">{copy.none}</p>
      )}

      <form
        id={formId}
        method="post"
        action={MESSAGE_ACTION}
        encType="multipart/form-data"
        className="mt-6 space-y-4 rounded-md border border-slate-200 p-4"
        aria-labelledby={`${formId}-heading`}
      >
        <h4 id={`${formId}-heading`} className="text-lg font-semibold text-slate-900">
          {copy.form.heading}
        </h4>
        <input type="hidden" name="lang" value={locale} />
        <input type="hidden" name="job" value={job.id} />
        <Field id={`${formId}-about`} label={copy.form.about}>
          {(describedBy) => (
            <select
              id={`${formId}-about`}
              name="about"
              defaultValue={chosen ?? ""}
              aria-describedby={describedBy}
              className={controlClass}
            >
              <option value="">{copy.form.general}</option>
              {photo ? <option value={`photo-${photo}`}>{copy.form.photo}</option> : null}
              {job.updates.map((update) => (
                <option key={update.id} value={`update-${update.id}`}>
                  {copy.form.update(day(update.day))}
                </option>
              ))}
              {job.estimateId !== null ? (
                <option value="estimate">{copy.form.estimate}</option>
              ) : null}
            </select>
          )}
        </Field>
        <Field id={`${formId}-body`} label={copy.form.label} error={problem} hint={copy.form.when}>
          {(describedBy) => (
            <textarea
              id={`${formId}-body`}
              name="body"
              required
              minLength={2}
              maxLength={MESSAGE_MAX_LENGTH}
              rows={5}
              defaultValue={state.sent ? undefined : state.typed}
              aria-describedby={describedBy}
              aria-invalid={problem ? true : undefined}
              className={controlClass}
            />
          )}
        </Field>
        <PhotosField id={`${formId}-photos`} label={copy.form.photos(MESSAGE_MAX_PHOTOS)} />
        <Button type="submit">{copy.form.send}</Button>
      </form>
    </section>
  );
}
