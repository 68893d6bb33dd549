import { changeLeadStatus } from "@/app/(site)/admin/actions";
import { leadStatusLabels, leadStatuses } from "@/lib/admin/lead-status";
import { dallasDateTime } from "@/lib/admin/time";
import { adminButton, adminControl, adminLabel } from "./styles";

/** A server-action form: works without JavaScript, and the page re-renders with the new status. */
export function StatusForm({
  leadId,
  status,
  changedAt,
}: {
  leadId: number;
  status: string;
  changedAt: string | null;
}) {
  return (
    <form action={changeLeadStatus} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="leadId" value={leadId} />
      <div className="min-w-48 flex-1">
        <label htmlFor="lead-status" className={adminLabel}>
          Status
        </label>
        <select
          id="lead-status"
          name="status"
          defaultValue={status}
          key={status}
          className={`${adminControl} mt-1`}
        >
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={adminButton}>
        Save status
      </button>
      <p className="w-full text-sm text-slate-700">
        {changedAt ? (
          <>
            Last changed <time dateTime={changedAt}>{dallasDateTime(changedAt)}</time>
          </>
        ) : (
          "Not changed since the lead arrived."
        )}
      </p>
    </form>
  );
}
