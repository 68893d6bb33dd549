import { Forbidden, type PayloadHandler, type Where } from "payload";
import { mergeListSearchAndWhere } from "payload/shared";
import { leadsToCsv } from "@/leads/admin/lead-csv";
import { dallasStamp } from "@/lib/time/dallas";
import { listLeadsByIds } from "@/leads/store";

/**
 * GET /api/leads/export with the list's own query (`where`, `search`): the leads the list shows,
 * every page of them, as a spreadsheet-safe CSV file. The engine picks the leads (with the
 * signed-in person's access and the same phone search); the store gives their full rows.
 */
export const exportLeads: PayloadHandler = async (req) => {
  if (!req.user) throw new Forbidden(req.t);
  const collection = req.payload.collections.leads.config;
  const query = req.query as { where?: Where; search?: unknown };
  const where = mergeListSearchAndWhere({
    collectionConfig: collection,
    search: typeof query.search === "string" ? query.search : "",
    where: query.where,
  });
  const found = await req.payload.find({
    collection: "leads",
    where,
    sort: "-createdAt",
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: false,
    user: req.user,
    req,
  });
  const rows = await listLeadsByIds(found.docs.map((doc) => Number(doc.id)));
  const day = dallasStamp(new Date().toISOString()).slice(0, 10);
  return new Response(leadsToCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
};
