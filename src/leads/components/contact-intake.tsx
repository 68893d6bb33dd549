"use client";

import { useActionState, useState } from "react";
import { submitContact } from "@/leads/actions";
import { RESULT_ID, type ContactState } from "@/leads/contact-state";
import { localePath } from "@/lib/i18n/locale";
import type { LeadCopy } from "@/leads/notices";
import { LeadForm } from "./lead-form";
import { ThankYou } from "./thank-you";

type ContactIntakeProps = {
  token: string;
  /** The allowed range of the preferred start date, as yyyy-mm-dd in Dallas. */
  startDates: { earliest: string; latest: string };
  phone: { display: string; e164: string };
  /** The service areas' cities the form offers. */
  cities: readonly string[];
  copy: LeadCopy;
};

/**
 * Holds the outcome of a submit. Without JavaScript the form posts to the server action and the
 * server renders this component with the action's state; with JavaScript the form calls the
 * action itself and keeps the page.
 */
export function ContactIntake({ token, startDates, phone, cities, copy }: ContactIntakeProps) {
  const formPath = localePath(copy.language, "/contact");
  // The permalink is the form's action without JavaScript: a real URL, not action="", and the
  // edition's own, so a Spanish post is answered by the Spanish page.
  const [serverState, formAction] = useActionState(
    submitContact,
    { status: "idle" } satisfies ContactState,
    `${formPath}#${RESULT_ID}`,
  );
  const [clientState, setClientState] = useState<ContactState | null>(null);
  const [formKey, setFormKey] = useState(0);
  const state = clientState ?? serverState;

  if (state.status === "success") {
    return (
      <ThankYou
        phone={phone}
        notice={copy.notices.success}
        words={copy.form.thankYou}
        formPath={formPath}
        booking={state.booking}
        onAnother={() => {
          // The next request carries the fresh token the stored one came back with.
          setClientState({ status: "idle", token: state.token });
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return (
    <LeadForm
      key={formKey}
      token={state.token ?? token}
      startDates={startDates}
      phone={phone}
      cities={cities}
      copy={copy}
      state={state}
      action={formAction}
      onResult={setClientState}
    />
  );
}
