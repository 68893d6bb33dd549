"use server";

import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { ADMIN_LOGIN_PATH, logOutOwner, requireAdmin } from "@/lib/auth/guard";
import { leadStatuses } from "@/lib/admin/lead-status";
import { addLeadNote, retryDeliveryNow, setLeadStatus } from "@/lib/db/queries";
import { kickOutbox } from "@/lib/leads/outbox";

const MAX_NOTE_LENGTH = 2000;
const id = z.coerce.number().int().positive();
const statusForm = z.object({ leadId: id, status: z.enum(leadStatuses) });
const noteForm = z.object({ leadId: id, body: z.string().trim().min(1).max(MAX_NOTE_LENGTH) });
const retryForm = z.object({ deliveryId: id });

/*
 * Each action checks the session itself before reading its input: an action can be called by
 * anyone who knows its id, so the pages' own guard protects nothing here. Invalid input changes
 * nothing; the forms' own constraints keep the owner from sending it.
 */

/** A crafted call can pass any serializable value instead of the form: that is invalid input. */
const fieldsOf = (form: unknown) => (form instanceof FormData ? Object.fromEntries(form) : {});

export async function changeLeadStatus(form: FormData): Promise<void> {
  await requireAdmin();
  const input = statusForm.safeParse(fieldsOf(form));
  if (!input.success) return;
  await setLeadStatus(input.data.leadId, input.data.status);
  refresh();
}

export async function addNote(form: FormData): Promise<void> {
  await requireAdmin();
  const input = noteForm.safeParse(fieldsOf(form));
  if (!input.success) return;
  await addLeadNote(input.data.leadId, input.data.body);
  refresh();
}

/** Makes a failed notification due now and runs the outbox, so the page shows the new outcome. */
export async function retryDelivery(form: FormData): Promise<void> {
  await requireAdmin();
  const input = retryForm.safeParse(fieldsOf(form));
  if (!input.success) return;
  await retryDeliveryNow(input.data.deliveryId);
  await kickOutbox();
  refresh();
}

export async function logOut(): Promise<void> {
  await logOutOwner(await requireAdmin());
  redirect(ADMIN_LOGIN_PATH);
}
