import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { ownJob } from "@/jobs/server";
import { localePath } from "@/lib/i18n/locale";
import { PORTAL_PATH } from "./addresses";
import { plainAnswer, readForm, seeOther } from "./endpoints";
import { requestSession } from "./session-cookie";

/** A positive whole number from a form's field, or undefined. */
export const idIn = (text: string) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * A project page form's post about one job (its `job` field), read once: the answer to give at
 * once (a body that is no form 400, a signed-out device back to the portal, a job that is not
 * this device's homeowner's the same 404 as one that does not exist), or the form, its job and
 * the portal's address in the form's language.
 */
export async function ownJobForm(
  request: NextRequest,
  what: string,
  missing = "No such project.",
): Promise<
  | { answer: NextResponse }
  | (Awaited<ReturnType<typeof readForm>> & { form: FormData; jobId: number; portal: string })
> {
  const read = await readForm(request);
  if (!read.form) return { answer: plainAnswer(`Send the project page's ${what} form.`, 400) };
  const session = await requestSession(request);
  const portal = localePath(read.locale, PORTAL_PATH);
  if (!session) return { answer: seeOther(request, portal) };
  const jobId = idIn(read.field("job"));
  const job = jobId ? await ownJob(session.address, jobId) : undefined;
  if (!job || !jobId) return { answer: plainAnswer(missing, 404) };
  return { ...read, form: read.form, jobId, portal };
}
