import type { ServerFunctionClientArgs } from "payload";

/**
 * Every check of a document's form on the server runs the fields' rules, before the first Save
 * too. The engine skips them until a Save, and a check sent just before a quick Save comes back
 * after the Save's refusal and wipes the reason it put beside the field ("Enter a US phone number
 * with its area code"), leaving only the toast's "The following field is invalid: Phone". A
 * reason found early shows only once Save is pressed (the engine shows errors of a submitted
 * form only), so nothing changes while the owner types.
 */
export function checkingEveryFormState(call: ServerFunctionClientArgs): ServerFunctionClientArgs {
  // Only a saved document's edits: the sign-in and create forms keep the engine's own checks.
  if (call.name !== "form-state" || call.args.operation !== "update") return call;
  return { ...call, args: { ...call.args, skipValidation: false } };
}
