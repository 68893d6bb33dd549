import "server-only";
import type { Payload, PayloadRequest } from "payload";
import { defaultBusinessFacts, defaultBusinessFactsEs, type BusinessFacts } from "@/business/facts";
import { businessFactsShape } from "@/business/rules";
import type { SiteFacts } from "@/business/site-facts";
import { describeDbError } from "@/lib/db/errors";
import type { Business as BusinessDoc } from "@/lib/cms/payload-types";
import { lastKnownFacts } from "./facts-cache";
import { bookedCallMinutes } from "./call-length";
import type { Locale } from "@/lib/i18n/locale";

/** The global as the owner's facts; the admin's fields hold the same shape. */
export function factsOfGlobal(doc: Partial<BusinessDoc>): Record<keyof BusinessFacts, unknown> {
  return {
    name: doc.name,
    phone: doc.phone,
    email: doc.email,
    hours: doc.hours?.map(({ days, opens, closes, note }) => ({
      days,
      opens,
      closes,
      ...(note ? { note } : {}),
    })),
    claims: doc.claims,
    paymentMethods: doc.paymentMethods?.map((row) => row.method),
    // Two stored fields, named before they meant what they mean now (see the global's labels).
    replyPromise: doc.replyPromise && {
      reply: doc.replyPromise.footer,
      booking: doc.replyPromise.afterRequest,
    },
    consultation: doc.consultation,
    estimates: doc.estimates && {
      ...doc.estimates,
      mailingAddress: doc.estimates.mailingAddress ?? "",
    },
    clientPortal: doc.clientPortal ? doc.clientPortal === "yes" : null,
    wholeHomeResults: doc.wholeHomeResults && {
      ...doc.wholeHomeResults,
      confirmed: Boolean(doc.wholeHomeResults.confirmed),
    },
    followUp: doc.followUp && {
      reminderMinutes: doc.followUp.reminderMinutes,
      reviewUrl: doc.followUp.reviewUrl ?? "",
    },
  };
}

/** The owner's facts as the global stores them (the fresh-install seed writes these). */
export const globalOfFacts = (facts: BusinessFacts) => ({
  ...facts,
  hours: facts.hours.map((row) => ({ ...row, days: [...row.days] })),
  paymentMethods: facts.paymentMethods.map((method) => ({ method })),
  replyPromise: { afterRequest: facts.replyPromise.booking, footer: facts.replyPromise.reply },
  clientPortal:
    facts.clientPortal === null ? null : facts.clientPortal ? ("yes" as const) : ("no" as const),
});

/**
 * Reads the global as a visitor would. Each fact that breaks a rule (saved before the rule
 * tightened, or never saved) is replaced by a fresh install's and logged, so one bad field
 * cannot take a page down.
 */
export async function loadBusinessFacts(
  payload: Payload,
  req?: PayloadRequest,
  locale: Locale = "en",
): Promise<BusinessFacts> {
  // A read inside a save goes through the save's request, and the engine sets a request's
  // locale to the one asked for: naming one here would switch a Spanish save to English.
  const doc = await payload.findGlobal({
    slug: "business",
    depth: 0,
    overrideAccess: false,
    ...(req ? { req } : { locale }),
  });
  const stored = factsOfGlobal(doc);
  const defaults = locale === "es" ? defaultBusinessFactsEs : defaultBusinessFacts;
  const facts = { ...defaults } as Record<keyof BusinessFacts, unknown>;
  for (const key of Object.keys(businessFactsShape) as (keyof BusinessFacts)[]) {
    const parsed = businessFactsShape[key].safeParse(stored[key]);
    if (parsed.success) facts[key] = parsed.data;
    else
      console.error(
        `Business fact "${key}"${locale === "es" ? " (Spanish side)" : ""} is not shown (${parsed.error.issues[0]?.message}); the site states a fresh install's until it is fixed in the admin.`,
      );
  }
  const callMinutes = await bookedCallMinutes(payload, req);
  if (callMinutes) {
    const consultation = facts.consultation as BusinessFacts["consultation"];
    facts.consultation = { ...consultation, discoveryCallMinutes: callMinutes };
  }
  return facts as BusinessFacts;
}

/**
 * A fresh install starts with the facts the content modules had (seeded once). A global that
 * already has a name was saved before (by the owner, or by a seed cut short): left as it is.
 */
export async function seedBusinessFacts(payload: Payload) {
  const marker = "seeded:business";
  if (await payload.kv.has(marker)) return;
  const stored = await payload.findGlobal({ slug: "business", depth: 0 });
  if (!stored.name)
    await payload.updateGlobal({ slug: "business", data: globalOfFacts(defaultBusinessFacts) });
  await payload.kv.set(marker, { at: new Date().toISOString() });
  payload.logger.info("Seeded the business facts from the content modules.");
}

/** The facts that are words, as the global stores them: what the Spanish side holds. */
const wordingOf = (doc: Partial<BusinessDoc>) =>
  JSON.stringify([
    doc.hours?.map((row) => row.note ?? null),
    doc.paymentMethods?.map((row) => row.method),
    doc.replyPromise && [doc.replyPromise.footer, doc.replyPromise.afterRequest],
  ]);

/**
 * The Spanish wording of a fresh install's facts, written once onto the global's Spanish side:
 * only while the English wording is still the seed's and the Spanish side is empty. Rows keep
 * the English rows' ids, so the hours and methods stay the same rows in both editions.
 */
export async function seedSpanishFacts(payload: Payload) {
  const english = await payload.findGlobal({ slug: "business", locale: "en", depth: 0 });
  const spanish = await payload.findGlobal({ slug: "business", locale: "es", depth: 0 });
  if (spanish.replyPromise?.footer) return;
  if (wordingOf(english) !== wordingOf(globalOfFacts(defaultBusinessFacts))) return;
  const wording = globalOfFacts(defaultBusinessFactsEs);
  await payload.updateGlobal({
    slug: "business",
    locale: "es",
    data: {
      hours: english.hours?.map((row, index) => ({
        ...row,
        note: wording.hours[index]?.note ?? null,
      })),
      paymentMethods: english.paymentMethods?.map((row, index) => ({
        ...row,
        method: wording.paymentMethods[index]!.method,
      })),
      replyPromise: wording.replyPromise,
    },
  });
}

/**
 * While the database cannot be read, the last facts read (or a fresh install's): the phone, the
 * hours and the form must still show, and a lead's e-mails must not wait for the admin.
 */
export async function factsOrLastKnown(
  read: () => Promise<SiteFacts>,
  locale: Locale = "en",
): Promise<SiteFacts> {
  try {
    return await read();
  } catch (error) {
    console.error(`Business facts unavailable, using the last known: ${describeDbError(error)}`);
    return lastKnownFacts(locale);
  }
}
