/**
 * The contact form's fields, in the order the form shows them, and their empty values. Free of
 * the validation schema, so the form's first load carries none of it: the browser fetches the
 * schema when a visitor first focuses the form. `schema.test.ts` checks the schema has exactly
 * these fields, in this order.
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
