import type { Metadata } from "next";
import { AdminHeader } from "@/components/admin/admin-header";
import { InboxView } from "@/components/admin/inbox-view";
import {
  INBOX_PAGE_SIZE,
  matchingTotal,
  pageCountFor,
  parseInboxFilter,
  parsePage,
  toLeadFilter,
  type SearchParams,
} from "@/lib/admin/filters";
import { requireAdmin } from "@/lib/auth/guard";
import { countLeadsByStatus, listLeads } from "@/lib/db/queries";

export const metadata: Metadata = { title: { absolute: "Lead inbox" } };

export default async function AdminInboxPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireAdmin();
  const params = await searchParams;
  const filter = parseInboxFilter(params);
  const query = toLeadFilter(filter);
  // Counted first, so the page number can be held to the pages there are.
  const counts = await countLeadsByStatus(query);
  const page = parsePage(params, pageCountFor(matchingTotal(filter, counts)));
  const { leads, total } = await listLeads(query, page, INBOX_PAGE_SIZE);
  return (
    <>
      <AdminHeader />
      <InboxView filter={filter} page={page} leads={leads} total={total} counts={counts} />
    </>
  );
}
