import Link from "next/link";
import type { InboxFilter } from "@/lib/admin/filters";
import { leadStatusLabels, leadStatuses } from "@/lib/admin/lead-status";
import { leadOptions } from "@/lib/leads/options";
import { adminButton, adminControl, adminLabel, adminSecondaryButton } from "./styles";

type SelectProps = {
  id: string;
  label: string;
  name: string;
  value?: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
};

function FilterSelect({ id, label, name, value, anyLabel, options }: SelectProps) {
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={`${adminControl} mt-1`}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A plain GET form: the filter lives in the URL, so it works without JavaScript and can be bookmarked. */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      aria-label="Filter leads"
      className="mt-6 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor="filter-q" className={adminLabel}>
          Search name, e-mail or phone
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          maxLength={100}
          className={`${adminControl} mt-1`}
        />
      </div>
      <FilterSelect
        id="filter-status"
        label="Status"
        name="status"
        value={filter.status}
        anyLabel="Any status"
        options={leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] }))}
      />
      <FilterSelect
        id="filter-city"
        label="City"
        name="city"
        value={filter.city}
        anyLabel="Any city"
        options={asOptions(leadOptions.cities)}
      />
      <FilterSelect
        id="filter-service"
        label="Service"
        name="service"
        value={filter.serviceType}
        anyLabel="Any service"
        options={asOptions(leadOptions.serviceTypes)}
      />
      <div>
        <label htmlFor="filter-from" className={adminLabel}>
          Received from
        </label>
        <input
          id="filter-from"
          name="from"
          type="date"
          defaultValue={filter.from}
          className={`${adminControl} mt-1`}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className={adminLabel}>
          Received to
        </label>
        <input
          id="filter-to"
          name="to"
          type="date"
          defaultValue={filter.to}
          className={`${adminControl} mt-1`}
        />
      </div>
      <div className="flex items-end gap-3">
        <button type="submit" className={adminButton}>
          Apply filters
        </button>
        <Link href="/admin" className={adminSecondaryButton}>
          Clear
        </Link>
      </div>
    </form>
  );
}
