import {
  APIError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from "payload";
import { parseUsd } from "@/lib/money/cents";
import { factsFor } from "@/site/server";
import { refuseField } from "@/lib/cms/validation";
import { depositProblem, depositRange } from "../deposit";
import { choiceFromPackages, packageStarts } from "./from-package";
import { priceEstimate, WHOLE, widestChoice } from "../pricing";
import { bpsOf, pricedFrom, type StoredEstimate } from "../stored";
import { isSettled } from "../status";
import { defaultValidUntil } from "../valid-until";

type Draft = Partial<StoredEstimate> & Record<string, unknown>;

const blank = (value: unknown) => value === undefined || value === null || value === "";

/** What the homeowner wrote in their request, copied where the estimate leaves it blank. */
const fromTheLead = {
  homeownerName: "fullName",
  email: "email",
  projectAddress: "projectAddress",
  city: "city",
  language: "language",
} as const;

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/**
 * Unit prices arrive as whole cents; one sent as typed text ("1,250.50") is read as dollars here,
 * before the engine would turn any text into a number its own way ("12,34" into 12).
 */
export const readTypedPrices: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== "create" && operation !== "update") || !args?.data) return args;
  const data = args.data as Row;
  const lineRows: [string, Row[]][] = [
    ...rowsOf(data.sections).map((section, s): [string, Row[]] => [
      `sections.${s}.lines`,
      rowsOf(section.lines),
    ]),
    ...rowsOf(data.alternates).flatMap((group, g) =>
      rowsOf(group.options).map((option, o): [string, Row[]] => [
        `alternates.${g}.options.${o}.lines`,
        rowsOf(option.lines),
      ]),
    ),
  ];
  for (const [path, lines] of lineRows)
    lines.forEach((line, l) => {
      if (typeof line.unitCents !== "string") return;
      const parsed = parseUsd(line.unitCents);
      if (!parsed.ok)
        throw new ValidationError({
          collection: "estimates",
          errors: [{ path: `${path}.${l}.unitCents`, message: parsed.problem }],
          req,
        });
      line.unitCents = parsed.cents;
    });
  return args;
};

const homeownerLabels = {
  homeownerName: "homeowner's name",
  email: "homeowner's e-mail",
  projectAddress: "project address",
  city: "city",
} as const;

/**
 * A new estimate starts from the business facts (the lowest deposit they allow, their validity),
 * from a service's packages when one is chosen, and, when it names a lead, from what the
 * homeowner wrote.
 */
export const fillFromLeadAndFacts: CollectionBeforeValidateHook = async ({
  data,
  operation,
  req,
}) => {
  if (!data) return data;
  const draft = { ...data } as Draft;
  if (operation === "create") {
    const facts = await factsFor(req);
    const { estimates } = facts.business;
    const start = packageStarts.find((one) => one.value === draft.startFrom)?.value;
    if (start && rowsOf(draft.alternates).length === 0) {
      draft.alternates = [choiceFromPackages(start, facts.services[start].packages)];
      if (blank(draft.title)) draft.title = packageStarts.find((one) => one.value === start)!.label;
    }
    if (blank(draft.depositPercent))
      draft.depositPercent = depositRange(estimates.depositPercent).lowBps / 100;
    if (blank(draft.validUntil)) draft.validUntil = defaultValidUntil(estimates.validDays);
  }
  const leadId =
    typeof draft.lead === "object" && draft.lead ? (draft.lead as { id: unknown }).id : draft.lead;
  const missing = Object.keys(fromTheLead).filter((key) => blank(draft[key]));
  if (!blank(leadId) && missing.length > 0) {
    const lead = await req.payload
      .findByID({ collection: "leads", id: Number(leadId), depth: 0, req, disableErrors: true })
      .catch(() => null);
    if (lead)
      for (const key of missing)
        draft[key] = (lead as unknown as Record<string, unknown>)[
          fromTheLead[key as keyof typeof fromTheLead]
        ];
  }
  if (blank(draft.language)) draft.language = "en";
  return draft;
};

/**
 * Nothing changes a signed, declined or cancelled estimate; every other save must make an
 * estimate that can be priced whatever the homeowner picks, with a deposit the business allows
 * and payments that share out all of what is left.
 */
export const checkEstimate: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (originalDoc && isSettled(originalDoc.status) && !req.context.estimateRecord)
    throw new APIError(
      `This estimate is ${originalDoc.status} and can no longer change. Write a new estimate (or, after signing, a change order).`,
      409,
      null,
      true,
    );
  const estimate = { ...originalDoc, ...data } as StoredEstimate;
  const refuse = (path: string, message: string) => refuseField(req, "estimates", path, message);
  for (const [key, label] of Object.entries(homeownerLabels))
    if (blank((estimate as Row)[key]))
      refuse(key, `Write the ${label}, or choose the lead to take it from their request.`);
  const lineCount =
    (estimate.sections ?? []).reduce((n, s) => n + (s.lines?.length ?? 0), 0) +
    (estimate.alternates ?? []).length;
  if (lineCount === 0)
    refuse("sections", "Add at least one section with a line item, or a choice.");
  const { estimates } = (await factsFor(req)).business;
  const deposit = depositProblem(
    bpsOf(estimate.depositPercent),
    depositRange(estimates.depositPercent),
  );
  if (deposit) refuse("depositPercent", deposit);
  const shares = (estimate.milestones ?? []).reduce((sum, m) => sum + bpsOf(m.sharePercent), 0);
  if (shares !== WHOLE)
    refuse(
      "milestones",
      `The payments after the deposit must add up to 100% (now ${shares / 100}%).`,
    );
  const priced = pricedFrom(estimate);
  const widest = priceEstimate(priced, widestChoice(priced));
  if (!widest.ok) refuse("sections", widest.problem);
  return data;
};
