import { emptyLeadValues, leadFields, type LeadFormValues } from "@/leads/fields";

/** Where the unsent contact form waits in this browser (named in the privacy policy). */
export const DRAFT_KEY = "contact-form-draft";

/** The visitor's unsent form, kept in this browser only, so a reload never loses a long description. */
export function loadDraft(): LeadFormValues | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const draft = { ...emptyLeadValues };
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (!(key in draft)) continue;
      const field = key as keyof LeadFormValues;
      if (field === "serviceType" && Array.isArray(value))
        draft.serviceType = value.filter((v): v is string => typeof v === "string");
      else if (field === "consent" && typeof value === "boolean") draft.consent = value;
      else if (field !== "serviceType" && field !== "consent" && typeof value === "string")
        draft[field] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Puts the kept draft back into the form's controls, if there is one. */
export function restoreDraft(form: HTMLFormElement) {
  const draft = loadDraft();
  if (!draft) return;
  for (const field of leadFields) {
    if (field === "serviceType") {
      for (const box of form.querySelectorAll<HTMLInputElement>('input[name="serviceType"]'))
        box.checked = draft.serviceType.includes(box.value);
      continue;
    }
    const control = form.elements.namedItem(field);
    if (field === "consent") {
      if (control instanceof HTMLInputElement) control.checked = draft.consent;
    } else if (control && "value" in control) control.value = draft[field];
  }
}

export function saveDraft(values: Partial<LeadFormValues>) {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft() {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
