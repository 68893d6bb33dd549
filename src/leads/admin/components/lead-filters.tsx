"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { stringify } from "qs-esm";
import type { FormEvent } from "react";
import { leadWhere, type LeadQuery } from "@/leads/admin/lead-query";
import { leadOptions } from "@/leads/options";
import { AdminButton } from "@/components/layout/admin-button";
import { leadLanguageOptions } from "@/leads/admin/lead-language";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value ? value : undefined;
};

/**
 * City, service, language and the days received, in one row: applying them replaces the list's filter
 * (keeping the search and the status chosen above) and goes back to the first page.
 */
/** `cities`: the service areas' cities (the business facts, read by the server). */
export function LeadFilters({
  initial,
  cities,
}: {
  initial: LeadQuery;
  cities: readonly string[];
}) {
  const router = useRouter();
  const params = useSearchParams();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const where = leadWhere({
      status: initial.status,
      city: text(form, "city"),
      service: text(form, "service"),
      language: text(form, "language") as LeadQuery["language"],
      from: text(form, "from"),
      to: text(form, "to"),
    });
    const search = params.get("search") ?? undefined;
    router.push(`?${stringify({ search, where }, { addQueryPrefix: false })}`);
  }

  return (
    <form className="lead-filters" onSubmit={apply} aria-label="Filter leads">
      <ValueFilter label="City" name="city" values={cities} chosen={initial.city} />
      <ValueFilter
        label="Service"
        name="service"
        values={leadOptions.serviceTypes}
        chosen={initial.service}
      />
      <label>
        Language
        <select name="language" defaultValue={initial.language ?? ""}>
          <option value="">Any language</option>
          {leadLanguageOptions.map(({ label, value }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Received from
        <input type="date" name="from" defaultValue={initial.from ?? ""} />
      </label>
      <label>
        Received to
        <input type="date" name="to" defaultValue={initial.to ?? ""} />
      </label>
      <AdminButton type="submit" look="primary">
        Apply filters
      </AdminButton>
    </form>
  );
}

type ValueFilterProps = {
  label: string;
  name: string;
  values: readonly string[];
  chosen: string | undefined;
};

/** A filter whose choices are the stored values themselves, after "Any …", which filters nothing. */
function ValueFilter({ label, name, values, chosen }: ValueFilterProps) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={chosen ?? ""}>
        <option value="">{`Any ${label.toLowerCase()}`}</option>
        {values.map((value) => (
          <option key={value}>{value}</option>
        ))}
      </select>
    </label>
  );
}
