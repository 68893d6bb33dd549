import { useRef, useState, type FormEvent, type RefObject } from "react";
import { formDataToValues, leadFields, type FieldErrors, type LeadField } from "@/leads/fields";
import type { Locale } from "@/lib/i18n/locale";

// The shared schema (with zod, about 20 KB gzipped) is fetched when a visitor first focuses the
// form, not with the page: most visitors read the page and call, or never reach the form.
export const loadSchema = () => import("@/leads/schema");
/** Made once: a page offers one list of cities. */
let validator: ReturnType<Awaited<ReturnType<typeof loadSchema>>["leadValidator"]> | undefined;

/**
 * The shared schema's verdict on the form as it is: the browser shows the server's own messages,
 * in the form's language.
 */
async function problemsOf(
  form: HTMLFormElement,
  locale: Locale,
  cities: readonly string[],
): Promise<FieldErrors> {
  const { leadValidator } = await loadSchema();
  validator ??= leadValidator(cities);
  const result = validator(formDataToValues(new FormData(form)), undefined, locale);
  return result.ok ? {} : result.fieldErrors;
}

const isLeadField = (name: string): name is LeadField =>
  (leadFields as readonly string[]).includes(name);

/**
 * The estimate form's messages. A field's message appears once the visitor has left it and
 * follows each change after that; after a submit (`checkAll`) every field's does. Messages the
 * server sent (`serverErrors`, or later `showServerErrors`) stay until the next check.
 */
export function useFieldChecks(
  formRef: RefObject<HTMLFormElement | null>,
  serverErrors: FieldErrors | undefined,
  locale: Locale,
  cities: readonly string[],
) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const visited = useRef(new Set<LeadField>());
  const showAll = useRef(serverErrors !== undefined);
  // Only the latest check may set the messages; an earlier one can finish later.
  const latest = useRef(0);

  /** Checks the whole form; shows the messages of the fields that are due one. */
  const check = async (): Promise<FieldErrors> => {
    const form = formRef.current;
    if (!form) return {};
    const current = ++latest.current;
    const problems = await problemsOf(form, locale, cities);
    if (current === latest.current) {
      const due = leadFields.filter(
        (field) => problems[field] && (showAll.current || visited.current.has(field)),
      );
      setErrors(Object.fromEntries(due.map((field) => [field, problems[field]])));
    }
    return problems;
  };
  // While a field is typed in, a schema that cannot be downloaded only means no early message.
  const checkQuietly = () => void check().catch(() => undefined);

  return {
    errors,
    onLeave(event: FormEvent<HTMLFormElement>) {
      const { name } = event.target as HTMLInputElement;
      if (!isLeadField(name) || visited.current.has(name)) return;
      visited.current.add(name);
      checkQuietly();
    },
    onEdit(event: FormEvent<HTMLFormElement>) {
      const { name } = event.target as HTMLInputElement;
      if (showAll.current || (isLeadField(name) && visited.current.has(name))) checkQuietly();
    },
    /** Shows every field's message from now on; resolves with the problems found. */
    checkAll() {
      showAll.current = true;
      return check();
    },
    showServerErrors(fieldErrors: FieldErrors) {
      showAll.current = true;
      setErrors(fieldErrors);
    },
  };
}
