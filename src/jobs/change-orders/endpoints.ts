import type { Endpoint, PayloadHandler } from "payload";
import { adminAnswer as answer, refusalOf } from "@/lib/cms/admin-answer";
import { signedInAccountId } from "@/lib/cms/roles";
import { kickOutbox } from "@/lib/outbox/loop";
import type { ChangeOrderStatus } from "./status";

/**
 * POST /api/change-orders/:id/send and …/withdraw, for signed-in staff: moves the change order as
 * saved, through the same checks as any save (sending freezes and e-mails it), and says so.
 */
const move =
  (to: ChangeOrderStatus, done: string): PayloadHandler =>
  async (req) => {
    signedInAccountId(req);
    const id = Number(req.routeParams?.id);
    if (!Number.isSafeInteger(id) || id < 1)
      return answer({ message: "There is no such change order." }, 404);
    try {
      await req.payload.update({
        collection: "change-orders",
        id,
        data: { status: to },
        req,
        overrideAccess: false,
      });
    } catch (error) {
      const message = refusalOf(error);
      if (message) return answer({ message }, 400);
      throw error;
    }
    void kickOutbox();
    return answer({ message: done });
  };

export const changeOrderEndpoints: Endpoint[] = [
  {
    path: "/:id/send",
    method: "post",
    handler: move("sent", "Sent. The homeowner is e-mailed and signs it on their project page."),
  },
  {
    path: "/:id/withdraw",
    method: "post",
    handler: move("withdrawn", "Withdrawn. The homeowner sees it as withdrawn; nothing changed."),
  },
];
