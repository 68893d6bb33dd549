import type { AfterErrorHook } from "payload";

type Detailed = Error & { status?: number; data?: Record<string, unknown>; isPublic?: boolean };

/**
 * The API answers a refused request with its reason: each field's ("The review needs at least
 * 60 characters"), shown beside the field, or the refusal's own ("This photo is used by ...").
 * The engine recognises its errors with `instanceof`, which fails when the server bundle holds a
 * second copy of its error classes; then only a summary ("The following field is invalid") or
 * a 500 "Something went wrong" would reach the owner.
 */
export const keepFieldReasons: AfterErrorHook = ({ error, result }) => {
  const { status, data, isPublic } = error as Detailed;
  if (!status || status >= 500 || !result) return;
  if (data && "errors" in data) {
    if (result.errors.some((entry) => "data" in entry)) return;
    return { response: { errors: [{ name: error.name, data, message: error.message }] }, status };
  }
  if (!isPublic) return;
  return { response: { errors: [{ name: error.name, message: error.message }] }, status };
};
