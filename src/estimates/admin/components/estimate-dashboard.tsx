import "server-only";
import { AdminFigures } from "@/components/layout/admin-figures";
import type { TypedUser } from "payload";
import { formatUsd } from "@/lib/money/cents";
import { estimateValues, isOpen, valuesByStanding } from "../../values";

/**
 * On the admin's dashboard: the estimates still open (sent or viewed, neither signed nor
 * expired) and what they are worth, and what was accepted, each a link to its list.
 */
export async function EstimateDashboard({ user }: { user?: TypedUser | null }) {
  if (!user) return null;
  const values = await estimateValues();
  const sums = valuesByStanding(values);
  const open = values.filter((value) => isOpen(value.standing));
  const openCents = open.reduce((sum, value) => sum + (value.cents ?? 0), 0);
  const accepted = sums.get("accepted") ?? { count: 0, cents: 0 };
  const tiles = [
    {
      key: "open-value",
      label: `Open estimates (${open.length})`,
      value: formatUsd(openCents, "en"),
    },
    {
      key: "accepted-value",
      label: `Accepted estimates (${accepted.count})`,
      value: formatUsd(accepted.cents, "en"),
    },
    { key: "expired", label: "Expired unsigned", value: String(sums.get("expired")?.count ?? 0) },
  ];
  return (
    <section className="lead-dashboard" aria-labelledby="estimate-dashboard-heading">
      <h2 id="estimate-dashboard-heading">Your estimates</h2>
      <AdminFigures figures={tiles} />
      <p>
        <a href="/admin/collections/estimates">All estimates by status</a>
      </p>
    </section>
  );
}
