import type { Endpoint, PayloadHandler } from "payload";
import { adminAnswer, adminForm } from "@/lib/cms/admin-answer";
import { signedInAccountId } from "@/lib/cms/roles";
import { kickOutbox } from "@/lib/outbox/loop";
import { bookClaimVisit } from "./visit";

/**
 * POST /api/warranty-claims/:id/visit, for signed-in staff, with `start`: one of the free times
 * the claim's page offered. Answers what happened, in words.
 */
const bookVisit: PayloadHandler = async (req) => {
  signedInAccountId(req);
  const id = Number(req.routeParams?.id);
  if (!Number.isSafeInteger(id) || id < 1)
    return adminAnswer({ message: "There is no such warranty claim." }, 404);
  const start = new Date(String((await adminForm(req)).get("start") ?? ""));
  if (Number.isNaN(start.getTime()))
    return adminAnswer({ message: "Pick one of the free times in the list." }, 400);
  const { status, message } = await bookClaimVisit(req.payload, id, start);
  if (status === 200) void kickOutbox();
  return adminAnswer({ message }, status);
};

export const claimEndpoints: Endpoint[] = [
  { path: "/:id/visit", method: "post", handler: bookVisit },
];
