import type { ReactNode } from "react";

export type Field = readonly [label: string, value: ReactNode];

/** Label/value pairs; an empty value says so instead of leaving a gap. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {fields.map(([label, value]) => (
        <div key={label} className="sm:contents">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-wrap text-slate-900">
            {value === null || value === undefined || value === "" ? (
              <span className="text-slate-600">—</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
