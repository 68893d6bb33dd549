import "server-only";
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from "payload";
import { isOwner } from "@/lib/cms/roles";
import { isAccountPassword, passwordProblem } from "./passwords";
import { countFailedPassword } from "./sign-in-limits";

/** The field the account page sends the current password in (never stored). */
export const CURRENT_PASSWORD_FIELD = "currentPassword";

type AccountData = { password?: unknown; email?: unknown; name?: unknown } & Record<
  string,
  unknown
>;

/**
 * Refused with the reason as the whole message: the account page shows it as its notice (a field
 * error would only name the field there, and the current password's field is not the engine's).
 */
const refuse = (message: string): never => {
  throw new APIError(message, 400, null, true);
};

const ownersOnlyChange = () =>
  new APIError(
    "Only an owner changes an account's name or e-mail address (the leads' history shows them). Ask an owner.",
    403,
    null,
    true,
  );

async function storedAccount(req: PayloadRequest, id: number | string) {
  const { docs } = await req.payload.find({
    collection: "users",
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    showHiddenFields: true,
    overrideAccess: true,
    req,
  });
  return docs[0] as
    (Record<string, unknown> & { email?: string; name?: string | null }) | undefined;
}

/**
 * What a save of an account may change, before the engine runs it: every new password (made,
 * changed or reset) is long enough; setting one's own password takes the current one (an owner
 * sets a staff member's without it); an account's e-mail and name, which the leads' history shows,
 * are changed only by an owner.
 */
export const guardAccountChanges: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== "create" && operation !== "update" && operation !== "resetPassword")
    return args;
  const data = (args as { data?: AccountData }).data;
  if (!data) return args;
  if (data.password !== undefined) {
    const problem = passwordProblem(data.password);
    if (problem) refuse(problem);
  }
  if (operation !== "update") return args;
  const id = (args as { id?: number | string }).id;
  const self = req.user && id !== undefined && String(req.user.id) === String(id);
  if (!req.user || id === undefined) return args;
  const stored = await storedAccount(req, id);
  if (!stored) return args;
  if (!isOwner(req)) {
    if (data.email !== undefined && data.email !== stored.email) throw ownersOnlyChange();
    if (data.name !== undefined && (data.name ?? "") !== (stored.name ?? ""))
      throw ownersOnlyChange();
  }
  if (data.password !== undefined && (self || !isOwner(req))) {
    const current = data[CURRENT_PASSWORD_FIELD];
    if (typeof current !== "string" || current === "")
      refuse("Type your current password to set a new one.");
    if (!(await isAccountPassword(stored as { hash?: unknown; salt?: unknown }, current))) {
      await countFailedPassword(req, String(stored.email ?? ""));
      refuse("That is not your current password.");
    }
  }
  return args;
};
