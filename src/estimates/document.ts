import type { Locale } from "@/lib/i18n/locale";
import type { Estimate } from "@/lib/cms/payload-types";
import type { StoredEstimate, StoredLine } from "./stored";

/**
 * An estimate as it was sent: everything the homeowner reads and signs, frozen with the
 * business's name, contacts and warranty of that day. Stored as JSON per revision (tables.ts);
 * the page, the PDF and the signature's hash are all made from this, never from the live row.
 */
export type EstimateDocument = StoredEstimate & {
  estimateId: number;
  revision: number;
  language: Locale;
  title: string;
  homeownerName: string;
  email: string;
  projectAddress: string;
  city: string;
  scopeSummary: string;
  exclusions: string[];
  buildPlan: { phase: string; days: number }[];
  warranty: { workmanshipYears: number; structuralYears: number | null };
  validUntil: string;
  rightToCancel: boolean;
  /** Revisions sent before the business gave its mailing address have none. */
  business: { name: string; phone: string; email: string; address?: string | null };
};

type BusinessAtSending = {
  name: string;
  phone: string;
  email: string;
  address: string | null;
  claims: { workmanshipWarrantyYears: number; additionStructuralWarrantyYears: number };
};

const line = (row: StoredLine): StoredLine => ({
  id: row.id ?? null,
  description: row.description,
  quantity: row.quantity,
  unit: row.unit,
  unitCents: row.unitCents,
  kind: row.kind,
  ...(row.kind === "allowance" && row.allowanceNote ? { allowanceNote: row.allowanceNote } : {}),
});

/** The estimate row, as the admin saved it, frozen into the revision the homeowner is sent. */
export function documentOf(
  estimate: Estimate,
  revision: number,
  business: BusinessAtSending,
): EstimateDocument {
  return {
    estimateId: estimate.id,
    revision,
    language: estimate.language ?? "en",
    title: estimate.title,
    homeownerName: estimate.homeownerName ?? "",
    email: estimate.email ?? "",
    projectAddress: estimate.projectAddress ?? "",
    city: estimate.city ?? "",
    scopeSummary: estimate.scopeSummary,
    sections: (estimate.sections ?? []).map((section) => ({
      id: section.id ?? null,
      title: section.title,
      lines: (section.lines ?? []).map(line),
    })),
    alternates: (estimate.alternates ?? []).map((group) => ({
      id: group.id ?? null,
      title: group.title,
      options: (group.options ?? []).map((option) => ({
        id: option.id ?? null,
        title: option.title,
        summary: option.summary ?? null,
        lines: (option.lines ?? []).map(line),
      })),
    })),
    exclusions: (estimate.exclusions ?? []).map((row) => row.text),
    buildPlan: (estimate.buildPlan ?? []).map((row) => ({ phase: row.phase, days: row.days })),
    warranty: {
      workmanshipYears: business.claims.workmanshipWarrantyYears,
      structuralYears: estimate.structuralWarranty
        ? business.claims.additionStructuralWarrantyYears
        : null,
    },
    taxPercent: estimate.taxPercent ?? null,
    depositPercent: estimate.depositPercent,
    milestones: (estimate.milestones ?? []).map((row) => ({
      id: row.id ?? null,
      title: row.title,
      sharePercent: row.sharePercent,
    })),
    validUntil: estimate.validUntil,
    rightToCancel: estimate.rightToCancel ?? true,
    business: {
      name: business.name,
      phone: business.phone,
      email: business.email,
      address: business.address,
    },
  };
}
