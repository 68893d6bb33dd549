"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { submitContact } from "@/leads/actions";
import { LANGUAGE_FIELD, RESULT_ID, TOKEN_FIELD, type ContactState } from "@/leads/contact-state";
import type { LeadCopy } from "@/leads/notices";
import { leadLimits, leadOptions } from "@/leads/options";
import {
  emptyLeadValues,
  formDataToValues,
  leadFields,
  type FieldErrors,
  type LeadFormValues,
} from "@/leads/fields";
import { clearDraft, restoreDraft, saveDraft } from "./draft";
import { ErrorSummary } from "./error-summary";
import { SendNotice } from "./send-notice";
import { ConsentField } from "./consent-field";
import { HoneypotField } from "./honeypot-field";
import { ServiceTypeChoices } from "./service-type-choices";
import { ChoiceOptions } from "./choice-options";
import { SubmitRow } from "./submit-row";
import { controlClass, Field } from "@/components/ui/field";
import { loadSchema, useFieldChecks } from "./use-field-checks";

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

/**
 * The estimate form. Its controls keep their own values, as without JavaScript; the script adds
 * early messages, the error summary, a kept draft and a submit that keeps the page.
 */
export function LeadForm({
  token,
  startDates,
  phone,
  copy,
  state,
  action,
  onResult,
}: LeadFormProps) {
  const { consentText, notices: leadNotices, form: words, language: locale } = copy;
  const { labels } = words;
  const initial = "values" in state ? state.values : emptyLeadValues;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const checks = useFieldChecks(
    formRef,
    state.status === "invalid" ? state.fieldErrors : undefined,
    locale,
  );
  const { errors } = checks;
  const [summaryShown, setSummaryShown] = useState(state.status === "invalid");
  // The summary can appear a render after the submit (errors arrive asynchronously): focus waits.
  const focusPending = useRef(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (state.status === "idle" && formRef.current) restoreDraft(formRef.current);
  }, [state.status]);

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Without the schema (a failed download) the server still checks everything and answers.
    const problems = await checks.checkAll().catch((): FieldErrors => ({}));
    if (Object.keys(problems).length) return showSummary();
    setSending(true);
    try {
      const result = await submitContact({ status: "idle" }, new FormData(form));
      if (result.status === "invalid") {
        checks.showServerErrors(result.fieldErrors);
        showSummary();
      }
      if (result.status === "success") clearDraft();
      onResult(result);
    } catch {
      onResult({ status: "error", values: formDataToValues(new FormData(form)) });
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
      onFocus={() => void loadSchema().catch(() => undefined)}
      onBlur={checks.onLeave}
      onChange={(event) => {
        saveDraft(formDataToValues(new FormData(event.currentTarget)));
        checks.onEdit(event);
      }}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-6"
      aria-describedby="form-intro"
    >
      <p id="form-intro" className="text-slate-600">
        {words.intro}
      </p>
      {state.status !== "idle" || summaryShown ? (
        <div id={RESULT_ID} className="space-y-6">
          <SendNotice status={state.status} notices={leadNotices} phone={phone} />
          {summaryShown ? (
            <ErrorSummary
              ref={summaryRef}
              errors={errors}
              order={leadFields}
              words={words.summary}
            />
          ) : null}
        </div>
      ) : null}

      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <input type="hidden" name={LANGUAGE_FIELD} value={locale} />
      <HoneypotField label={words.honeypot} />

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="fullName" label={labels.fullName} error={errors.fullName}>
          {(d) => (
            <input
              name="fullName"
              {...fieldProps("fullName", d)}
              defaultValue={initial.fullName}
              type="text"
              autoComplete="name"
              maxLength={leadLimits.fullName.max}
              className={controlClass}
            />
          )}
        </Field>
        <Field id="email" label={labels.email} error={errors.email}>
          {(d) => (
            <input
              name="email"
              {...fieldProps("email", d)}
              defaultValue={initial.email}
              type="email"
              autoComplete="email"
              maxLength={leadLimits.email.max}
              className={controlClass}
            />
          )}
        </Field>
        <Field id="phone" label={labels.phone} error={errors.phone}>
          {(d) => (
            <input
              name="phone"
              {...fieldProps("phone", d)}
              defaultValue={initial.phone}
              type="tel"
              autoComplete="tel"
              maxLength={leadLimits.phone.max}
              className={controlClass}
            />
          )}
        </Field>
        <Field id="city" label={labels.city} error={errors.city}>
          {(d) => (
            <select
              name="city"
              {...fieldProps("city", d)}
              defaultValue={initial.city}
              className={controlClass}
            >
              <ChoiceOptions
                empty={words.choose.city}
                values={leadOptions.cities}
                locale={locale}
              />
            </select>
          )}
        </Field>
      </div>
      <Field id="projectAddress" label={labels.projectAddress} error={errors.projectAddress}>
        {(d) => (
          <input
            name="projectAddress"
            {...fieldProps("projectAddress", d)}
            defaultValue={initial.projectAddress}
            type="text"
            autoComplete="address-line1"
            maxLength={leadLimits.projectAddress.max}
            className={controlClass}
          />
        )}
      </Field>

      <ServiceTypeChoices
        legend={labels.serviceType}
        locale={locale}
        chosen={initial.serviceType}
        error={errors.serviceType}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="budgetRange" label={labels.budgetRange} error={errors.budgetRange}>
          {(d) => (
            <select
              name="budgetRange"
              {...fieldProps("budgetRange", d)}
              defaultValue={initial.budgetRange}
              className={controlClass}
            >
              <ChoiceOptions
                empty={words.choose.budgetRange}
                values={leadOptions.budgetRanges}
                locale={locale}
              />
            </select>
          )}
        </Field>
        <Field
          id="startDate"
          label={labels.startDate}
          optional={words.optional}
          error={errors.startDate}
        >
          {(d) => (
            <input
              name="startDate"
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
        label={labels.projectDescription}
        optional={words.optional}
        hint={words.descriptionHint}
        error={errors.projectDescription}
      >
        {(d) => (
          <textarea
            name="projectDescription"
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
        label={labels.hearAboutUs}
        optional={words.optional}
        error={errors.hearAboutUs}
      >
        {(d) => (
          <select
            name="hearAboutUs"
            {...fieldProps("hearAboutUs", d)}
            defaultValue={initial.hearAboutUs}
            className={controlClass}
          >
            <ChoiceOptions
              empty={words.choose.hearAboutUs}
              values={leadOptions.hearAboutUs}
              locale={locale}
            />
          </select>
        )}
      </Field>

      <ConsentField
        consentText={consentText}
        privacy={words.privacy}
        locale={locale}
        checked={initial.consent}
        error={errors.consent}
      />

      <SubmitRow sending={sending} words={words} phone={phone} />
    </form>
  );
}
