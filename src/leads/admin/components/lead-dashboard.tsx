import "server-only";
import { AdminFigures } from "@/components/layout/admin-figures";
import type { TypedUser } from "payload";
import { BarChart } from "@/components/ui/bar-chart";
import { leadsSince, leadsWaiting } from "@/leads/store";
import { listPushDevices } from "@/leads/push/store";
import { dashboardFigures } from "@/leads/admin/dashboard";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";
import { silenceProblem } from "@/leads/delivery/owner-reach";
import { businessMinutesBetween, waitText } from "@/business";
import { isOwnerAccount } from "@/lib/cms/roles";
import { AlertChannels } from "./alert-channels";
import { WaitingLeads } from "./waiting-leads";
import { DeviceAlerts } from "@/leads/push/components/device-alerts";
import { shownDevice } from "@/leads/push/endpoints";
import { vapidKeys } from "@/leads/push/vapid";

const DAY_MS = 24 * 60 * 60_000;
const WAITING_SHOWN = 10;

const answerText = ({ minutes, answered }: { minutes: number | null; answered: number }) =>
  minutes === null ? "No answers yet" : `${waitText(minutes)} (${answered} answered)`;

/**
 * The top of the admin for everyone who works leads: who is waiting for an answer now (with a
 * tap to call), how many came today and this week, how fast the first answer came, and where the
 * last 30 days' leads came from and what they asked for. Times count opening hours.
 */
export async function LeadDashboard({ user }: { user?: TypedUser | null }) {
  if (!user) return null;
  const now = new Date();
  const [{ business }, recent, waiting] = await Promise.all([
    factsForDeliveries(),
    leadsSince(new Date(now.getTime() - 30 * DAY_MS).toISOString()),
    leadsWaiting(WAITING_SHOWN),
  ]);
  const hours = business.hours.structured;
  const figures = dashboardFigures(recent, now, hours);
  const silence = await silenceProblem();
  const tiles = [
    { key: "waiting", label: "Waiting for an answer", value: String(waiting.total) },
    { key: "today", label: "Leads today", value: String(figures.today) },
    { key: "week", label: "Leads this week", value: String(figures.thisWeek) },
    {
      key: "median-week",
      label: "Median first answer, this week",
      value: answerText(figures.medianResponse.week),
    },
    {
      key: "median-month",
      label: "Median first answer, last 30 days",
      value: answerText(figures.medianResponse.month),
    },
  ];
  return (
    <section className="lead-dashboard" aria-labelledby="lead-dashboard-heading">
      <h2 id="lead-dashboard-heading">Your leads</h2>
      {silence && (
        <p className="lead-dashboard__alarm" role="alert">
          {silence}
        </p>
      )}
      <AdminFigures figures={tiles} />
      {isOwnerAccount(user) && <AlertChannels />}
      <DeviceAlerts
        publicKey={(await vapidKeys()).publicKey}
        devices={(await listPushDevices([Number(user.id)])).map(shownDevice)}
      />
      <WaitingLeads
        leads={waiting.leads.map((lead) => ({
          ...lead,
          waited: waitText(businessMinutesBetween(new Date(lead.createdAt), now, hours)),
        }))}
        total={waiting.total}
      />
      <div className="lead-dashboard__charts">
        <BarChart
          id="leads-by-source"
          title="Last 30 days by source"
          rows={figures.bySource}
          empty="No leads in the last 30 days."
        />
        <BarChart
          id="leads-by-service"
          title="Last 30 days by service"
          rows={figures.byService}
          empty="No leads in the last 30 days."
        />
      </div>
    </section>
  );
}
