"use client";
import { useRowLabel } from "@payloadcms/ui";
import { rowLabelText } from "@/lib/cms/row-label-text";

type Props = { template: string; fallback: string };

/**
 * A row of a list of entries, named by its content as the owner types it (lib/cms/row-label.ts
 * gives each list its template).
 */
export function AdminRowLabel({ template, fallback }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>();
  return <span>{rowLabelText(data, template, fallback, rowNumber ?? 0)}</span>;
}
