import type { AfterErrorHook } from "payload";

type Detailed = Error & { status?: number; data?: Record<string, unknown> };

/**
 * The API answers a refused save with each field's reason, so the admin can show it beside the
 * field ("The review needs at least 60 characters"). The engine recognises its errors with
 * `instanceof`, which fails when the server bundle holds a second copy of its error classes;
 * then only the summary ("The following field is invalid") would reach the owner.
 */
export const keepFieldReasons: AfterErrorHook = ({ error, result }) => {
  const { status, data } = error as Detailed;
  if (!data || !("errors" in data) || !status || status >= 500 || !result) return;
  if (result.errors.some((entry) => "data" in entry)) return;
  return {
    response: { errors: [{ name: error.name, data, message: error.message }] },
    status,
  };
};
