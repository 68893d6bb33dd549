import { z } from "zod";
import { leadLimits as limits, leadMessages as m, leadOptions } from "./options";

// This schema runs in the browser too, where the Content-Security-Policy forbids eval: zod must
// not even probe for it (its JIT check calls Function("")).
z.config({ jitless: true });

const trimmed = z.string({ error: "" }).trim();
const optionalTrimmed = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Today's date as YYYY-MM-DD in Dallas, so "no past dates" means the same thing for visitor and server. */
export function todayInDallas(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Chicago",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The one schema of a project request, used by the browser (inline errors) and by the server
 * action (which trusts nothing the browser sent). Messages are the spec's, word for word.
 */
export const leadSchema = z.object({
  fullName: trimmed
    .min(limits.fullName.min, m.fullNameRequired)
    .max(limits.fullName.max, m.fullNameTooLong),
  email: trimmed.max(limits.email.max, m.emailTooLong).pipe(z.email(m.emailRequired)),
  phone: trimmed
    .min(limits.phone.min, m.phone)
    .max(limits.phone.max, m.phone)
    .regex(/^[0-9+() -]+$/, m.phone)
    .refine((value) => value.replace(/\D/g, "").length >= 10, m.phone),
  projectAddress: trimmed
    .min(limits.projectAddress.min, m.addressRequired)
    .max(limits.projectAddress.max, m.addressTooLong),
  city: z.enum(leadOptions.cities as unknown as [string, ...string[]], { error: m.city }),
  serviceType: z
    .array(z.enum(leadOptions.serviceTypes, { error: m.serviceType }), { error: m.serviceType })
    .min(1, m.serviceType)
    .transform((values) => [...new Set(values)]),
  startDate: optionalTrimmed.refine(
    (value) =>
      value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= todayInDallas()),
    m.startDate,
  ),
  budgetRange: z.enum(leadOptions.budgetRanges, { error: m.budgetRange }),
  projectDescription: optionalTrimmed.refine(
    (value) => (value?.length ?? 0) <= limits.projectDescription.max,
    m.description,
  ),
  hearAboutUs: optionalTrimmed.refine(
    (value) => (value?.length ?? 0) <= limits.hearAboutUs.max,
    m.hearAboutUs,
  ),
  consent: z.literal(true, { error: m.consent }),
});

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;
export type LeadField = keyof Lead;
export type FieldErrors = Partial<Record<LeadField, string>>;

export const leadFields = Object.keys(leadSchema.shape) as LeadField[];

/** Form values as the browser sends them: every field a string except the checkbox list. */
export type LeadFormValues = Omit<Record<LeadField, string>, "serviceType" | "consent"> & {
  serviceType: string[];
  consent: boolean;
};

export const emptyLeadValues: LeadFormValues = {
  fullName: "",
  email: "",
  phone: "",
  projectAddress: "",
  city: "",
  serviceType: [],
  startDate: "",
  budgetRange: "",
  projectDescription: "",
  hearAboutUs: "",
  consent: false,
};

/** Reads a posted form into plain values; anything that is not a string is dropped, never trusted. */
export function formDataToValues(form: FormData): LeadFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    fullName: text("fullName"),
    email: text("email"),
    phone: text("phone"),
    projectAddress: text("projectAddress"),
    city: text("city"),
    serviceType: form.getAll("serviceType").filter((v): v is string => typeof v === "string"),
    startDate: text("startDate"),
    budgetRange: text("budgetRange"),
    projectDescription: text("projectDescription"),
    hearAboutUs: text("hearAboutUs"),
    consent: ["on", "true", "yes"].includes(text("consent")),
  };
}

/** Validates values; returns the lead or the first message per field, in form order. */
export function validateLead(
  values: unknown,
): { ok: true; lead: Lead } | { ok: false; fieldErrors: FieldErrors } {
  const result = leadSchema.safeParse(values);
  if (result.success) return { ok: true, lead: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadField | undefined;
    if (field && leadFields.includes(field) && !fieldErrors[field])
      fieldErrors[field] = messageFor(field, issue.message);
  }
  return { ok: false, fieldErrors };
}

/** Type errors (a number where a string belongs) still get the field's own spec message. */
function messageFor(field: LeadField, message: string): string {
  if (message && !message.startsWith("Invalid input")) return message;
  const fallback: Record<LeadField, string> = {
    fullName: m.fullNameRequired,
    email: m.emailRequired,
    phone: m.phone,
    projectAddress: m.addressRequired,
    city: m.city,
    serviceType: m.serviceType,
    startDate: m.startDate,
    budgetRange: m.budgetRange,
    projectDescription: m.description,
    hearAboutUs: m.hearAboutUs,
    consent: m.consent,
  };
  return fallback[field];
}
