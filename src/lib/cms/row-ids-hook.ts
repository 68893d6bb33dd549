import {
  ValidationError,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type GlobalBeforeValidateHook,
  type GlobalConfig,
  type PayloadRequest,
} from "payload";
import { settleRowIds } from "./row-ids";

type Target = { collection?: string; global?: string };

function settle(
  fields: CollectionConfig["fields"],
  data: Record<string, unknown> | undefined,
  original: Record<string, unknown> | undefined,
  req: PayloadRequest,
  target: Target,
) {
  if (!data) return data;
  const { data: settled, problem } = settleRowIds(fields, data, original);
  if (problem)
    throw new ValidationError({
      ...target,
      errors: [
        {
          path: problem.path,
          message: `Two rows of "${problem.label}" carry the same id (${problem.id}). Send each row once; leave out the id of a new row.`,
        },
      ],
      req,
    });
  return settled;
}

/** Every save of this collection settles its row ids first (cms/row-ids.ts says why). */
export function withSettledRowIds(config: CollectionConfig): CollectionConfig {
  const hook: CollectionBeforeValidateHook = ({ data, originalDoc, req }) =>
    settle(config.fields, data, originalDoc, req, { collection: config.slug });
  const hooks = config.hooks ?? {};
  return {
    ...config,
    hooks: { ...hooks, beforeValidate: [hook, ...(hooks.beforeValidate ?? [])] },
  };
}

/** The same for a global. */
export function globalWithSettledRowIds(config: GlobalConfig): GlobalConfig {
  const hook: GlobalBeforeValidateHook = ({ data, originalDoc, req }) =>
    settle(config.fields, data, originalDoc as Record<string, unknown> | undefined, req, {
      global: config.slug,
    });
  const hooks = config.hooks ?? {};
  return {
    ...config,
    hooks: { ...hooks, beforeValidate: [hook, ...(hooks.beforeValidate ?? [])] },
  };
}
