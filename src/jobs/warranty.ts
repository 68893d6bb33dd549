/** A warranty a finished job carries, as its homeowner reads it: how long, and its last day. */
export type JobWarranty = { kind: "workmanship" | "structural"; years: number; endsOn: string };

/** The warranties' lengths in years: the structural one only for an addition. */
export type WarrantyTerms = { workmanshipYears: number; structuralYears: number | null };

/**
 * The day a warranty of `years` from a completion day (YYYY-MM-DD) ends: the same date that many
 * years on, or February 28 when it started on a February 29.
 */
export function warrantyEnd(completedOn: string, years: number): string {
  const [year, month, day] = completedOn.split("-").map(Number) as [number, number, number];
  const target = year + years;
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const endDay = month === 2 && day === 29 && !leap(target) ? 28 : day;
  return `${target}-${String(month).padStart(2, "0")}-${String(endDay).padStart(2, "0")}`;
}

/** The warranties running from a completion day, on the terms the homeowner signed. */
export function warrantiesFrom(completedOn: string, terms: WarrantyTerms): JobWarranty[] {
  return [
    {
      kind: "workmanship",
      years: terms.workmanshipYears,
      endsOn: warrantyEnd(completedOn, terms.workmanshipYears),
    },
    ...(terms.structuralYears
      ? [
          {
            kind: "structural" as const,
            years: terms.structuralYears,
            endsOn: warrantyEnd(completedOn, terms.structuralYears),
          },
        ]
      : []),
  ];
}
