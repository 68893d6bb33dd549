"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
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
import { sendFormStart } from "./form-start";
import { ErrorSummary } from "./error-summary";
import { SendNotice } from "./send-notice";
import { ConsentField } from "./consent-field";
import { HoneypotField } from "./honeypot-field";
import { ServiceTypeChoices } from "./service-type-choices";
import { ChoiceOptions } from "./choice-options";
import { SubmitRow } from "./submit-row";
import { controlClass, Field } from "@/components/ui/field";
import { loadSchema, useFieldChecks } from "./use-field-checks";

/** The form's fields whose value is one string: every field but the services and the consent. */
type TextField = Exclude<keyof LeadFormValues, "serviceType" | "consent">;

type LeadFormProps = {
  token: string;
  /** The allowed range of the preferred start date, as yyyy-mm-dd in Dallas. */
  startDates: { earliest: string; latest: string };
  phone: { display: string; e164: string };
  /** The service areas' cities the form offers (the business facts, read by the server). */
  cities: readonly string[];
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
  cities,
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
    cities,
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

  const controlProps = (name: TextField, describedBy: string | undefined) => ({
    name,
    id: name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": describedBy,
    defaultValue: initial[name],
  });

  /**
   * One of the form's fields: its label and message, around the control `control` draws with the
   * props every control carries (its name, its id, what describes it and the value it starts with).
   */
  const field = (
    name: TextField,
    control: (props: ReturnType<typeof controlProps>) => ReactNode,
    { optional = false, hint }: { optional?: boolean; hint?: string } = {},
  ) => (
    <Field
      id={name}
      label={labels[name]}
      optional={optional ? words.optional : undefined}
      hint={hint}
      error={errors[name]}
    >
      {(describedBy) => control(controlProps(name, describedBy))}
    </Field>
  );

  /** A one-line field the browser may fill in from what it knows of the visitor. */
  const textField = (
    name: "fullName" | "email" | "phone" | "projectAddress",
    type: "text" | "email" | "tel",
    autoComplete: string,
  ) =>
    field(name, (props) => (
      <input
        {...props}
        type={type}
        autoComplete={autoComplete}
        maxLength={leadLimits[name].max}
        className={controlClass}
      />
    ));

  /** A field chosen from a list, its options named in the form's language. */
  const listField = (
    name: "city" | "budgetRange" | "hearAboutUs",
    values: readonly string[],
    options?: { optional: boolean },
  ) =>
    field(
      name,
      (props) => (
        <select {...props} className={controlClass}>
          <ChoiceOptions empty={words.choose[name]} values={values} locale={locale} />
        </select>
      ),
      options,
    );

  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      onFocus={() => void loadSchema().catch(() => undefined)}
      onBlur={checks.onLeave}
      onChange={(event) => {
        saveDraft(formDataToValues(new FormData(event.currentTarget)));
        sendFormStart();
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
        {textField("fullName", "text", "name")}
        {textField("email", "email", "email")}
        {textField("phone", "tel", "tel")}
        {listField("city", cities)}
      </div>
      {textField("projectAddress", "text", "address-line1")}

      <ServiceTypeChoices
        legend={labels.serviceType}
        locale={locale}
        chosen={initial.serviceType}
        error={errors.serviceType}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        {listField("budgetRange", leadOptions.budgetRanges)}
        {field(
          "startDate",
          (props) => (
            <input
              {...props}
              type="date"
              min={startDates.earliest}
              max={startDates.latest}
              className={controlClass}
            />
          ),
          { optional: true },
        )}
      </div>
      {field(
        "projectDescription",
        (props) => (
          <textarea
            {...props}
            rows={5}
            maxLength={leadLimits.projectDescription.max}
            className={controlClass}
          />
        ),
        { optional: true, hint: words.descriptionHint },
      )}
      {listField("hearAboutUs", leadOptions.hearAboutUs, { optional: true })}

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
