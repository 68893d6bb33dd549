"use client";

import { Phone } from "@/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { submitContact } from "@/app/(site)/contact/actions";
import { HONEYPOT_FIELD, TOKEN_FIELD, type ContactState } from "@/lib/leads/contact-state";
import type { LeadCopy } from "@/lib/leads/notices";
import { leadLimits, leadOptions } from "@/lib/leads/options";
import {
  emptyLeadValues,
  leadFields,
  type FieldErrors,
  type LeadFormValues,
} from "@/lib/leads/fields";
import type { Lead } from "@/lib/leads/schema";
import { clearDraft, loadDraft, saveDraft } from "./draft";
import { ErrorSummary } from "./error-summary";
import { controlClass, Field } from "./field";

type LeadFormProps = {
  token: string;
  /** The allowed range of the preferred start date, as yyyy-mm-dd in Dallas. */
  startDates: { earliest: string; latest: string };
  phone: { display: string; e164: string };
  copy: LeadCopy;
  state: ContactState;
  action: (form: FormData) => void;
  onResult: (state: ContactState) => void;
};

// The shared schema (with zod, about 20 KB gzipped) is fetched when a visitor first focuses the
// form, not with the page: most visitors read the page and call, or never reach the form.
const loadSchema = () => import("@/lib/leads/schema");

/** The shared schema as a form resolver, so the browser shows exactly the server's messages. */
const leadResolver: Resolver<LeadFormValues, unknown, Lead> = async (values) => {
  const { validateLead } = await loadSchema();
  const result = validateLead(values);
  if (result.ok) return { values: result.lead, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.fieldErrors).map(([field, message]) => [
      field,
      { type: "validate", message },
    ]),
  );
  return { values: {}, errors };
};

export function LeadForm({
  token,
  startDates,
  phone,
  copy,
  state,
  action,
  onResult,
}: LeadFormProps) {
  const { consentText, notices: leadNotices } = copy;
  const initial = "values" in state ? state.values : emptyLeadValues;
  const serverErrors: FieldErrors = state.status === "invalid" ? state.fieldErrors : {};
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryShown, setSummaryShown] = useState(state.status === "invalid");
  // The summary can appear a render after the submit (errors arrive asynchronously), so focus waits for it.
  const focusPending = useRef(false);
  const [sending, setSending] = useState(false);

  const form = useForm<LeadFormValues, unknown, Lead>({
    resolver: leadResolver,
    defaultValues: initial,
    mode: "onTouched",
    // The error summary takes focus instead; it links to each field.
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, reset, subscribe, setError } = form;

  const errors: FieldErrors = { ...serverErrors };
  for (const field of leadFields) {
    const message = formState.errors[field]?.message;
    if (typeof message === "string") errors[field] = message;
  }

  useEffect(() => {
    if (state.status !== "idle") return;
    const draft = loadDraft();
    if (draft) reset(draft);
  }, [reset, state.status]);

  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(values) });
  }, [subscribe]);

  useEffect(() => {
    if (focusPending.current && summaryRef.current) {
      focusPending.current = false;
      summaryRef.current.focus();
    }
  });

  const showSummary = () => {
    focusPending.current = true;
    setSummaryShown(true);
  };

  const send = async () => {
    if (!formRef.current) return;
    setSending(true);
    try {
      const result = await submitContact({ status: "idle" }, new FormData(formRef.current));
      if (result.status === "invalid") {
        for (const [field, message] of Object.entries(result.fieldErrors))
          setError(field as keyof Lead, { message });
        showSummary();
      }
      if (result.status === "success") clearDraft();
      onResult(result);
    } catch {
      onResult({ status: "error", values: form.getValues() });
    } finally {
      setSending(false);
    }
  };

  const fieldProps = (name: keyof LeadFormValues, describedBy: string | undefined) => ({
    id: name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": describedBy,
  });

  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      onFocus={() => void loadSchema()}
      onSubmit={(event) => void handleSubmit(send, showSummary)(event)}
      className="space-y-6"
      aria-describedby="form-intro"
    >
      <p id="form-intro" className="text-slate-600">
        All fields are required unless marked optional.
      </p>
      {state.status === "error" ? (
        <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-red-800">
          <p className="font-bold">{leadNotices.failure.title}</p>
          <p className="mt-1">
            {leadNotices.failure.text}{" "}
            <a href={`tel:${phone.e164}`} className="font-semibold underline">
              {phone.display}
            </a>
          </p>
        </div>
      ) : null}
      {state.status === "rate_limited" ? (
        <div
          role="alert"
          className="rounded-lg border-2 border-amber-700 bg-amber-50 p-5 text-amber-900"
        >
          <p className="font-bold">{leadNotices.rateLimited.title}</p>
          <p className="mt-1">{leadNotices.rateLimited.text}</p>
        </div>
      ) : null}
      {summaryShown ? <ErrorSummary ref={summaryRef} errors={errors} order={leadFields} /> : null}

      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
        <input
          id={HONEYPOT_FIELD}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="fullName" label="Full name" error={errors.fullName}>
          {(d) => (
            <input
              {...register("fullName")}
              {...fieldProps("fullName", d)}
              defaultValue={initial.fullName}
              type="text"
              autoComplete="name"
              maxLength={leadLimits.fullName.max}
              className={controlClass}
            />
          )}
        </Field>
        <Field id="email" label="Email" error={errors.email}>
          {(d) => (
            <input
              {...register("email")}
              {...fieldProps("email", d)}
              defaultValue={initial.email}
              type="email"
              autoComplete="email"
              maxLength={leadLimits.email.max}
              className={controlClass}
            />
          )}
        </Field>
        <Field id="phone" label="Phone" error={errors.phone}>
          {(d) => (
            <input
              {...register("phone")}
              {...fieldProps("phone", d)}
              defaultValue={initial.phone}
              type="tel"
              autoComplete="tel"
              maxLength={leadLimits.phone.max}
              className={controlClass}
            />
          )}
        </Field>
        <Field id="city" label="City" error={errors.city}>
          {(d) => (
            <select
              {...register("city")}
              {...fieldProps("city", d)}
              defaultValue={initial.city}
              className={controlClass}
            >
              <option value="">Select your city</option>
              {leadOptions.cities.map((city) => (
                <option key={city}>{city}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id="projectAddress" label="Project address" error={errors.projectAddress}>
        {(d) => (
          <input
            {...register("projectAddress")}
            {...fieldProps("projectAddress", d)}
            defaultValue={initial.projectAddress}
            type="text"
            autoComplete="address-line1"
            maxLength={leadLimits.projectAddress.max}
            className={controlClass}
          />
        )}
      </Field>

      <fieldset aria-describedby={errors.serviceType ? "serviceType-error" : undefined}>
        <legend className="font-semibold text-slate-900">
          Service type (choose all that apply)
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {leadOptions.serviceTypes.map((service, index) => (
            <label
              key={service}
              className="flex min-h-11 items-center gap-3 rounded-md border border-slate-300 px-3 py-2"
            >
              <input
                {...register("serviceType")}
                id={`serviceType-${index}`}
                type="checkbox"
                value={service}
                defaultChecked={initial.serviceType.includes(service)}
                aria-invalid={errors.serviceType ? true : undefined}
                className="size-5 accent-brand-700"
              />
              {service}
            </label>
          ))}
        </div>
        {errors.serviceType ? (
          <p id="serviceType-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.serviceType}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="budgetRange" label="Budget range" error={errors.budgetRange}>
          {(d) => (
            <select
              {...register("budgetRange")}
              {...fieldProps("budgetRange", d)}
              defaultValue={initial.budgetRange}
              className={controlClass}
            >
              <option value="">Select a budget range</option>
              {leadOptions.budgetRanges.map((budget) => (
                <option key={budget}>{budget}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id="startDate" label="Preferred start date" optional error={errors.startDate}>
          {(d) => (
            <input
              {...register("startDate")}
              {...fieldProps("startDate", d)}
              defaultValue={initial.startDate}
              type="date"
              min={startDates.earliest}
              max={startDates.latest}
              className={controlClass}
            />
          )}
        </Field>
      </div>
      <Field
        id="projectDescription"
        label="Project description"
        optional
        hint={`Up to ${leadLimits.projectDescription.max} characters: rooms, what you want changed, anything we should know.`}
        error={errors.projectDescription}
      >
        {(d) => (
          <textarea
            {...register("projectDescription")}
            {...fieldProps("projectDescription", d)}
            defaultValue={initial.projectDescription}
            rows={5}
            maxLength={leadLimits.projectDescription.max}
            className={controlClass}
          />
        )}
      </Field>
      <Field
        id="hearAboutUs"
        label="How did you hear about us?"
        optional
        error={errors.hearAboutUs}
      >
        {(d) => (
          <select
            {...register("hearAboutUs")}
            {...fieldProps("hearAboutUs", d)}
            defaultValue={initial.hearAboutUs}
            className={controlClass}
          >
            <option value="">Choose one</option>
            {leadOptions.hearAboutUs.map((source) => (
              <option key={source}>{source}</option>
            ))}
          </select>
        )}
      </Field>

      <div>
        <div className="flex gap-3">
          <input
            {...register("consent")}
            id="consent"
            type="checkbox"
            defaultChecked={initial.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "consent-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="consent" className="text-slate-800">
            {consentText} See our{" "}
            <a href="/privacy-policy" className="font-semibold underline">
              Privacy Policy
            </a>
            .
          </label>
        </div>
        {errors.consent ? (
          <p id="consent-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-accent-600 px-6 py-3 text-lg font-semibold text-white hover:bg-accent-700 disabled:opacity-70"
        >
          {sending ? "Sending…" : "Request My Free Estimate"}
        </button>
        <a
          href={`tel:${phone.e164}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
        >
          <Phone aria-hidden="true" className="size-5" /> Or call {phone.display}
        </a>
      </div>
    </form>
  );
}
