import { beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSiteFactsIn } from "@/business/site-facts";
import type { Locale } from "@/lib/i18n/locale";
import { LANGUAGE_FIELD, RATE_LIMITED_HEADER } from "./contact-state";
import { leadMessages } from "./options";
import { leadMessagesEs } from "./options-es";

// The action as a plain HTML post reaches it: only its request and its store are stood in for.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock("@/site/facts", () => ({
  siteFacts: async (locale: Locale = "en") => defaultSiteFactsIn[locale],
}));
vi.mock("./form-token", () => ({
  reusableToken: async () => "kept-token",
  issueFormToken: async () => "fresh-token",
}));
const stored = vi.hoisted(() => ({ leads: 0 }));
vi.mock("./store", () => ({
  getLead: async () => undefined,
  insertLeadWithDeliveries: async () => {
    stored.leads += 1;
    return { id: 1, replayed: false };
  },
}));

const { submitContact } = await import("./actions");

/** A form as the browser posts it without JavaScript: everything a string, boxes as "on". */
function postedForm(language: string | undefined, fields: Record<string, string | string[]>) {
  const form = new FormData();
  if (language !== undefined) form.set(LANGUAGE_FIELD, language);
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) form.append(name, one);
  return form;
}

const badInput = { fullName: "A", email: "nope", phone: "12", city: "Paris" };

beforeEach(() => {
  request.headers = new Headers();
  stored.leads = 0;
});

describe("submitContact", () => {
  it("answers a Spanish submission with bad input in Spanish, and keeps what was typed", async () => {
    const state = await submitContact({ status: "idle" }, postedForm("es", badInput));
    expect(state).toMatchObject({
      status: "invalid",
      token: "kept-token",
      values: { fullName: "A", email: "nope" },
      fieldErrors: {
        fullName: leadMessagesEs.fullNameRequired,
        email: leadMessagesEs.emailRequired,
        phone: leadMessagesEs.phone,
        projectAddress: leadMessagesEs.addressRequired,
        city: leadMessagesEs.city,
        serviceType: leadMessagesEs.serviceType,
        budgetRange: leadMessagesEs.budgetRange,
        consent: leadMessagesEs.consent,
      },
    });
    expect(stored.leads).toBe(0);
  });

  it("answers in English when the form names no language or an unknown one", async () => {
    for (const language of [undefined, "fr"]) {
      const state = await submitContact({ status: "idle" }, postedForm(language, badInput));
      expect(state.status === "invalid" && state.fieldErrors.fullName).toBe(
        leadMessages.fullNameRequired,
      );
    }
  });

  it("reports a Spanish post over the limit as such, with what was typed", async () => {
    request.headers = new Headers({ [RATE_LIMITED_HEADER]: "1" });
    const state = await submitContact({ status: "idle" }, postedForm("es", badInput));
    expect(state).toMatchObject({ status: "rate_limited", values: { fullName: "A" } });
  });
});
