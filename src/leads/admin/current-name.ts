import type { FieldHook, PayloadRequest } from "payload";
import { displayNameOf, idOf } from "./lead-history";

const CACHE_KEY = "leadActorNames";

/** One read per account per request, however many rows name it. */
function namesOf(req: PayloadRequest): Map<number, Promise<string | null>> {
  const context = req.context as Record<string, unknown>;
  return (context[CACHE_KEY] ??= new Map()) as Map<number, Promise<string | null>>;
}

async function currentName(req: PayloadRequest, id: number): Promise<string | null> {
  const names = namesOf(req);
  let name = names.get(id);
  if (!name) {
    name = req.payload
      .find({
        collection: "users",
        where: { id: { equals: id } },
        depth: 0,
        limit: 1,
        // Staff may not list accounts; a name on a lead they work is theirs to see.
        overrideAccess: true,
        req,
      })
      .then(({ docs }) => (docs[0] ? displayNameOf(docs[0]) : null));
    names.set(id, name);
  }
  return name;
}

/**
 * Who added a note or changed the status, as the account is named now: the record keeps the
 * account's id, so renaming an account renames its history, and no one's history shows a name
 * they typed. A deleted account's rows, and rows from before accounts were kept by id, show the
 * name recorded at the time.
 */
export const currentNameFrom =
  (userField: string): FieldHook =>
  async ({ value, siblingData, req }) => {
    const id = idOf((siblingData as Record<string, never> | undefined)?.[userField]);
    if (id === null) return value;
    return (await currentName(req, id)) ?? value;
  };
