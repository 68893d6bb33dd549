import "server-only";
import { DefaultTemplate } from "@payloadcms/next/templates";
import { Gutter } from "@payloadcms/ui";
import { redirect } from "next/navigation";
import type { AdminViewServerProps } from "payload";
import { BarChart } from "@/components/ui/bar-chart";
import { SpeedPanel } from "@/field-speed/server";
import { isOwnerAccount } from "@/lib/cms/roles";
import { firstValue } from "@/lib/routing/search-param";
import { siteUrl } from "@/lib/seo/site-url";
import { dallasDay } from "@/lib/time/dallas";
import { STEPS } from "../../funnel";
import { funnelReport } from "../../report";
import { allSpend, sourcesSince } from "../../store";
import { FUNNEL_ADMIN_PATH, FUNNEL_CSV_API } from "../addresses";
import { funnelCopy as copy } from "../copy";
import { rowLabel } from "../labels";
import { dayPlus, funnelQuery, lastThirtyDays, type SpendProblem } from "../query";
import { PeriodForm } from "./period-form";
import { FunnelTable } from "./funnel-table";
import { SpendPanel } from "./spend-panel";

/** Rows past this many in the chart are left to the table. */
const CHART_ROWS = 10;

const spendNotice = (value: string | undefined) =>
  value === "saved" || value === "removed"
    ? copy.spend[value]
    : value && value in copy.spend.problems
      ? copy.spend.problems[value as SpendProblem]
      : undefined;

/**
 * The owner's page of sources and results (/admin/sources): for a period, the visitors who first
 * came then and how far they went, by channel, source or first page, with what each result cost;
 * a chart of the steps and of the leads, the export, and the spend the costs are worked from.
 */
export async function FunnelView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props;
  const user = initPageResult.req.user;
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(FUNNEL_ADMIN_PATH)}`);
  const today = dallasDay(new Date());
  const asked = funnelQuery(
    {
      from: firstValue(searchParams?.from),
      to: firstValue(searchParams?.to),
      view: firstValue(searchParams?.view),
    },
    today,
  );
  const { period, view } = asked.ok
    ? asked.value
    : { period: lastThirtyDays(today), view: "channel" as const };
  const owner = isOwnerAccount(user);
  const [report, spend, knownSources] = owner
    ? await Promise.all([
        funnelReport(view, period, new URL(siteUrl).hostname),
        allSpend(),
        sourcesSince(dayPlus(today, -365)),
      ])
    : [null, [], []];
  const query = new URLSearchParams({ ...period, view });
  const leadRows = report
    ? [...report.rows]
        .filter((row) => row.counts.leads > 0)
        .sort((a, b) => b.counts.leads - a.counts.leads)
        .slice(0, CHART_ROWS)
        .map((row) => [rowLabel(view, row), row.counts.leads] as const)
    : [];
  return (
    <DefaultTemplate
      i18n={initPageResult.req.i18n}
      locale={initPageResult.locale}
      params={props.params}
      payload={initPageResult.req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={user}
      viewActions={props.viewActions}
      visibleEntities={initPageResult.visibleEntities}
    >
      <main>
        <Gutter className="funnel">
          <h1>{copy.title}</h1>
          {!report ? (
            <p>{copy.ownerOnly}</p>
          ) : (
            <>
              <p>{copy.intro}</p>
              <PeriodForm period={period} view={view} today={today} />
              {!asked.ok && (
                <p role="alert" className="funnel__problem">
                  {asked.problem}
                </p>
              )}
              {report.rows.length === 0 && report.withoutScript.counts.leads === 0 ? (
                <p>{copy.none}</p>
              ) : (
                <>
                  <FunnelTable
                    view={view}
                    rows={report.rows}
                    total={report.total}
                    withoutScript={report.withoutScript}
                    costs={
                      view === "landing"
                        ? undefined
                        : { rows: report.costs, total: report.totalCosts }
                    }
                  />
                  <p>
                    <a href={`${FUNNEL_CSV_API}?${query}`} download>
                      {copy.csv}
                    </a>
                  </p>
                  <div className="lead-dashboard__charts">
                    <BarChart
                      id="funnel-steps"
                      title={copy.charts.steps}
                      rows={STEPS.map((step) => [copy.steps[step], report.total.counts[step]])}
                      empty={copy.charts.empty}
                    />
                    <BarChart
                      id="funnel-leads"
                      title={copy.charts.leads[view]}
                      rows={leadRows}
                      empty={copy.charts.empty}
                    />
                  </div>
                </>
              )}
              <p className="funnel__how">{copy.countedHow}</p>
              <SpeedPanel from={period.from} to={period.to} />
              <SpendPanel
                spend={spend}
                knownSources={knownSources}
                thisMonth={today.slice(0, 7)}
                notice={spendNotice(firstValue(searchParams?.spend))}
              />
            </>
          )}
        </Gutter>
      </main>
    </DefaultTemplate>
  );
}
