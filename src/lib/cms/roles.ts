import { Forbidden, type Access, type FieldAccess, type PayloadRequest } from "payload";

/** The owner runs everything; staff handle leads and content, never accounts or business facts. */
export const ROLES = [
  { label: "Owner (everything, manages users)", value: "owner" },
  { label: "Staff (leads and content)", value: "staff" },
] as const;

export type Role = (typeof ROLES)[number]["value"];

type SignedIn = { id: number | string; role?: Role | null; collection?: string };

const userOf = (req: PayloadRequest) => req.user as SignedIn | null | undefined;

/** A signed-in account, as an admin component is handed it, is an owner's. */
export const isOwnerAccount = (user: unknown) =>
  (user as SignedIn | null | undefined)?.role === "owner";
export const isOwner = (req: PayloadRequest) => isOwnerAccount(userOf(req));
export const isSignedIn = (req: PayloadRequest) => Boolean(userOf(req));

/** The signed-in account's id, for an endpoint that acts for it; 403 for anyone else. */
export function signedInAccountId(req: PayloadRequest): number {
  const id = Number(userOf(req)?.id);
  if (!userOf(req) || !Number.isSafeInteger(id)) throw new Forbidden(req.t);
  return id;
}

export const ownersOnly = ({ req }: { req: PayloadRequest }) => isOwner(req);
export const signedInOnly = ({ req }: { req: PayloadRequest }) => isSignedIn(req);
export const ownersOnlyField: FieldAccess = ({ req }) => isOwner(req);

/** Owners see every account; anyone else only their own (to change their own password). */
export const ownerOrSelf: Access = ({ req }) => {
  const user = userOf(req);
  if (!user) return false;
  if (user.role === "owner") return true;
  return { id: { equals: user.id } };
};

/** A field the server keeps (a status, a stamp, a frozen record): no request sets or changes it. */
export const keptByServer = { access: { create: () => false, update: () => false } };
