"use client";

import { ButtonLink } from "@/components/ui/button-link";
import { CalendarDays, CheckCircle2, Phone } from "@/components/ui/icons";
import { useEffect, useRef } from "react";
import type { LeadNotice } from "@/leads/notices";
import type { LeadFormWords } from "@/leads/form-words";
import { RESULT_ID, type BookingOffer } from "@/leads/contact-state";
import { telHref } from "@/lib/routing/phone-number";

/**
 * Shown only after the lead is stored. "Submit Another Request" is a real link to the form's own
 * page, so it works without JavaScript and stays in the visitor's edition.
 */
export function ThankYou({
  phone,
  notice,
  words,
  formPath,
  booking,
  onAnother,
}: {
  phone: { display: string; e164: string };
  notice: LeadNotice;
  words: LeadFormWords["thankYou"];
  /** The form's own page in its edition: /contact or /es/contact. */
  formPath: string;
  /** The link to book a time, signed for this lead, when the owner offers booking online. */
  booking?: BookingOffer;
  onAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      id={RESULT_ID}
      role="status"
      className="rounded-2xl border border-green-700/30 bg-green-50 p-8 text-center"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {notice.title}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{notice.text}</p>
      {booking ? (
        <div className="mt-6">
          <ButtonLink href={booking.href} size="large">
            <CalendarDays aria-hidden="true" className="size-5" /> {booking.label}
          </ButtonLink>
        </div>
      ) : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink
          href={formPath}
          variant="dark"
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
        >
          {words.another}
        </ButtonLink>
        <ButtonLink href={telHref(phone.e164)} variant="secondary">
          <Phone aria-hidden="true" className="size-5" /> {words.call} {phone.display}
        </ButtonLink>
      </div>
    </div>
  );
}
