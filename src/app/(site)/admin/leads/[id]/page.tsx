import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminHeader } from "@/components/admin/admin-header";
import { LeadDetail } from "@/components/admin/lead-detail";
import { requireAdmin } from "@/lib/auth/guard";
import { getDeliveriesForLead, getLead, getNotesForLead } from "@/lib/db/queries";

// The lead's name stays out of the title: browser history and tab lists are not private.
export const metadata: Metadata = { title: "Lead" };

export default async function AdminLeadPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin();
  const { id } = await params;
  const leadId = /^\d{1,12}$/.test(id) ? Number(id) : undefined;
  const lead = leadId ? await getLead(leadId) : undefined;
  if (!lead) notFound();
  const [deliveries, notes] = await Promise.all([
    getDeliveriesForLead(lead.id),
    getNotesForLead(lead.id),
  ]);
  return (
    <>
      <AdminHeader />
      <LeadDetail lead={lead} deliveries={deliveries} notes={notes} />
    </>
  );
}
