"use server";

import { cookies, headers } from "next/headers";
import { siteFacts } from "@/site/server";
import { decodeFirstTouch, FIRST_TOUCH_COOKIE, firstTouchFrom } from "@/leads/attribution";
import { bookingOfferFor } from "@/leads/delivery/booking-offer";
import { createLead } from "@/leads/create-lead";
import { getLead } from "@/leads/store";
import { issueFormToken, reusableToken } from "@/leads/form-token";
import { leadCopyFor } from "@/leads/notices";
import { clientIpFrom } from "@/lib/net/client-address";
import { formDataToValues } from "@/leads/fields";
import { isLocale, localePath } from "@/lib/i18n/locale";
import {
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  RATE_LIMITED_HEADER,
  TOKEN_FIELD,
  type ContactState,
} from "@/leads/contact-state";

/**
 * The contact form's server action: the same entry point for a JavaScript submit and a plain
 * HTML post. It validates again, trusts nothing from the browser, and only reports success once
 * the lead is stored.
 */
export async function submitContact(_previous: ContactState, form: unknown): Promise<ContactState> {
  // Only the form posts here; a crafted call with anything else gets the plain error state.
  if (!(form instanceof FormData))
    return { status: "error", values: formDataToValues(new FormData()) };
  const values = formDataToValues(form);
  const token = await reusableToken(form.get(TOKEN_FIELD));
  const requestHeaders = await headers();
  if (requestHeaders.get(RATE_LIMITED_HEADER) === "1")
    return { status: "rate_limited", values, token };
  const cookieStore = await cookies();
  const referer = requestHeaders.get("referer");
  const submitted = form.get(LANGUAGE_FIELD);
  const language = isLocale(submitted) ? submitted : "en";
  const formPath = localePath(language, "/contact");
  const formPage = referer ? safePath(referer, formPath) : formPath;
  const recorded = decodeFirstTouch(cookieStore.get(FIRST_TOUCH_COOKIE)?.value);
  // Without the page's script no first visit was told: the post says what it can, the page the
  // form was sent from with its campaign tags.
  const firstTouch = recorded ?? firstTouchFrom(new URL(formPage, "http://form.invalid"), null);
  const result = await createLead(values, {
    language,
    clientIp: clientIpFrom(requestHeaders),
    userAgent: requestHeaders.get("user-agent") ?? undefined,
    formPage,
    firstTouch,
    attributedFrom: recorded ? "first_visit" : "form_post",
    consentText: leadCopyFor(await siteFacts(language)).consentText,
    formToken: form.get(TOKEN_FIELD),
    honeypot: form.get(HONEYPOT_FIELD) ?? undefined,
  });
  if (result.status === "success") {
    const stored = result.spam ? undefined : await getLead(result.leadId);
    const booking = stored && (await bookingOfferFor(stored));
    return { status: "success", token: await issueFormToken(), booking };
  }
  if (result.status === "invalid")
    return { status: "invalid", fieldErrors: result.fieldErrors, values, token };
  return { status: "error", values, token };
}

function safePath(url: string, formPath: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return formPath;
  }
}
