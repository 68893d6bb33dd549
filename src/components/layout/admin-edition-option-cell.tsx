"use client";
import { useLocale } from "@payloadcms/ui";

type Props = { cellData?: unknown; labels: Record<string, Record<string, string>> };

/**
 * A choice fixed in code (an FAQ entry's category) named in the language of the texts the list
 * shows: the Spanish list says "Costos y presupuestos de remodelación", as the Spanish page does.
 * `labels` holds each language's names by stored value.
 */
export function AdminEditionOptionCell({ cellData, labels }: Props) {
  const { code } = useLocale();
  const value = typeof cellData === "string" ? cellData : "";
  return <span>{labels[code]?.[value] ?? labels.en?.[value] ?? value}</span>;
}
