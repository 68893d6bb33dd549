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

/**
 * A write whose JSON body is a string, a number or null: the engine sets fields on it as on an
 * object and fails with a 500. Its size is already bounded (body-size.ts, request-guard.ts).
 */
export const refuseNonObjectJson: BeforeCheck = async (request) => {
  if (!["POST", "PATCH", "PUT"].includes(request.method) || !request.body) return null;
  const [type] = (request.headers.get("content-type") ?? "").split(";", 1);
  if (type?.trim() !== "application/json") return null;
  const problem = jsonBodyProblem(await request.clone().text());
  return problem ? apiRefusal(400, problem) : null;
};
