import "server-only";
import type { BeforeCheck } from "./guard";
import { apiRefusal } from "./refusal";

/** Why a JSON body is not the object of fields every write of the engine takes, or null. */
export function jsonBodyProblem(text: string): string | null {
  if (text.trim() === "") return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "The body is not valid JSON.";
  }
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  return isObject ? null : 'The body must be a JSON object of fields, e.g. {"title": "…"}.';
}

/** The fields of a form-data write: the admin sends them as JSON in `_payload`, beside a file. */
const FORM_FIELDS = "_payload";

/** The JSON a write carries: its body, or a form's `_payload` field; null when there is none. */
async function jsonOf(request: Request): Promise<string | null> {
  const [type] = (request.headers.get("content-type") ?? "").split(";", 1);
  if (type?.trim() === "application/json") return request.clone().text();
  if (type?.trim() !== "multipart/form-data") return null;
  try {
    const fields = (await request.clone().formData()).get(FORM_FIELDS);
    return typeof fields === "string" ? fields : null;
  } catch {
    return null;
  }
}

/**
 * A write whose JSON body (or form's `_payload`) is not an object of fields: the engine sets
 * fields on it as on an object, or parses it unguarded, and fails with a 500. Its size is already
 * bounded (body-size.ts, request-guard.ts).
 */
export const refuseNonObjectJson: BeforeCheck = async (request) => {
  if (!["POST", "PATCH", "PUT"].includes(request.method) || !request.body) return null;
  const json = await jsonOf(request);
  const problem = json === null ? null : jsonBodyProblem(json);
  return problem ? apiRefusal(400, problem) : null;
};
