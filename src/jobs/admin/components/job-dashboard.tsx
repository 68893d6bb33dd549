import "server-only";
import type { TypedUser } from "payload";
import { waitText } from "@/business";
import { AdminFigures } from "@/components/layout/admin-figures";
import { cms } from "@/lib/cms/ready";
import { formatUsd } from "@/lib/money/cents";
import { paymentStanding, type JobPayment } from "../../payments";
import { jobStatusLabels, type JobStatus } from "../../status";
import { waitingClaims } from "../../claims/waiting-claims";
import { waitingMessages } from "../../message-clock";
import { updateGaps } from "../../update-clock";

const usd = (cents: number) => formatUsd(cents, "en");

/** The promise of an update every working day, as the owner checks it. */
const gapText = (days: number) =>
  days === 0
    ? "updated every working day"
    : `${days} working day${days === 1 ? "" : "s"} without an update`;

/**
 * On the admin's dashboard: the jobs under contract, what their homeowners have paid and still
 * owe, and for each job the next payment due and, once it has started, the working days it went
 * without a daily update, each a link to its job; then the homeowners' messages the office has
 * not answered, each with the opening hours it has waited, and the warranty claims not answered.
 */
export async function JobDashboard({ user }: { user?: TypedUser | null }) {
  if (!user) return null;
  const payload = await cms();
  const { docs } = await payload.find({
    collection: "jobs",
    where: { status: { in: ["planning", "underway"] } },
    depth: 0,
    pagination: false,
    sort: "title",
    select: { title: true, status: true, payments: true, startDate: true },
    overrideAccess: true,
  });
  const jobs = docs.map((job) => ({
    id: job.id,
    title: job.title,
    status: job.status as JobStatus,
    standing: paymentStanding((job.payments ?? []) as JobPayment[]),
  }));
  const [gaps, waiting, claims] = await Promise.all([
    updateGaps(docs),
    waitingMessages(),
    waitingClaims(),
  ]);
  const late = [...gaps.values()].filter((days) => days > 0).length;
  const received = jobs.reduce((sum, job) => sum + job.standing.receivedCents, 0);
  const outstanding = jobs.reduce((sum, job) => sum + job.standing.outstandingCents, 0);
  return (
    <section className="lead-dashboard" aria-labelledby="job-dashboard-heading">
      <h2 id="job-dashboard-heading">Your jobs</h2>
      <AdminFigures
        figures={[
          { key: "jobs-active", label: "Jobs under contract", value: String(jobs.length) },
          { key: "jobs-late", label: "Started jobs missing an update", value: String(late) },
          {
            key: "jobs-messages",
            label: "Homeowners' messages waiting",
            value: String(waiting.length),
          },
          { key: "jobs-claims", label: "Warranty claims to answer", value: String(claims.length) },
          { key: "jobs-received", label: "Paid so far", value: usd(received) },
          { key: "jobs-outstanding", label: "Still to be paid", value: usd(outstanding) },
        ]}
      />
      {jobs.length > 0 && (
        <ul className="job-dashboard__list">
          {jobs.map((job) => (
            <li key={job.id}>
              <a href={`/admin/collections/jobs/${job.id}`}>{job.title}</a> (
              {jobStatusLabels[job.status]}):{" "}
              {job.standing.next
                ? `next payment ${usd(job.standing.next.cents)}, ${job.standing.next.title}`
                : "fully paid"}
              {gaps.has(job.id) && `; ${gapText(gaps.get(job.id)!)}`}
            </li>
          ))}
        </ul>
      )}
      {waiting.length > 0 && (
        <>
          <h3 id="job-messages-heading">Messages waiting for an answer</h3>
          <ul className="job-dashboard__list" aria-labelledby="job-messages-heading">
            {waiting.map((message) => (
              <li key={message.id}>
                <a href={`/admin/collections/job-messages/${message.id}`}>{message.title}</a>:
                waiting {waitText(message.minutes)} of opening hours
              </li>
            ))}
          </ul>
        </>
      )}
      {claims.length > 0 && (
        <>
          <h3 id="job-claims-heading">Warranty claims waiting for an answer</h3>
          <ul className="job-dashboard__list" aria-labelledby="job-claims-heading">
            {claims.map((claim) => (
              <li key={claim.id}>
                <a href={`/admin/collections/warranty-claims/${claim.id}`}>{claim.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a href="/admin/collections/jobs">All jobs</a> ·{" "}
        <a href="/admin/collections/job-messages">All messages</a>
      </p>
    </section>
  );
}
