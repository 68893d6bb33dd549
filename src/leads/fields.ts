/**
 * The contact form's fields, in the order the form shows them, their empty values and how a posted
 * form is read. Free of the validation schema, so the form's first load carries none of it: the
 * browser fetches the schema when a visitor first focuses the form. `schema.test.ts` checks the
 * schema has exactly these fields, in this order.
 */
export const leadFields = [
  "fullName",
  "email",
  "phone",
  "projectAddress",
  "city",
  "serviceType",
  "startDate",
  "budgetRange",
  "projectDescription",
  "hearAboutUs",
  "consent",
] as const;

export type LeadField = (typeof leadFields)[number];
export type FieldErrors = Partial<Record<LeadField, string>>;

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
