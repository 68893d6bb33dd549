import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";

type Stat = { label: string; value: string };

/** Big-number facts (timeline, investment, size, ROI) as a description list. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <dt className="text-sm text-slate-600">{stat.label}</dt>
          <dd className="order-first text-2xl font-bold text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A page's "at a glance" band: its big-number facts, and a note under them where it has one. */
export function Glance({
  heading,
  stats,
  children,
}: {
  heading: string;
  stats: readonly Stat[];
  children?: ReactNode;
}) {
  return (
    <Section heading={heading} tone="sand">
      <StatList stats={stats} />
      {children}
    </Section>
  );
}
