import type { HomeownerJob } from "@/jobs/server";
import type { Locale } from "@/lib/i18n/locale";
import { portalCopyIn } from "../copy";

/** Which of the five steps the site promises a job is on: planning is the 4th, the work the 5th. */
const currentStep = (status: HomeownerJob["status"]) =>
  status === "planning" ? 3 : status === "underway" ? 4 : 5;

/** The site's five-step process, the steps behind marked done and the one under way marked now. */
export function ProjectSteps({
  locale,
  steps,
  status,
  jobId,
}: {
  locale: Locale;
  steps: readonly string[];
  status: HomeownerJob["status"];
  jobId: number;
}) {
  const copy = portalCopyIn[locale].project.steps;
  const current = currentStep(status);
  const headingId = `job-${jobId}-steps`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-xl font-bold text-brand-900">
        {copy.heading}
      </h3>
      <ol className="mt-3 grid gap-2 sm:grid-cols-5">
        {steps.map((title, index) => (
          <li
            key={title}
            aria-current={index === current ? "step" : undefined}
            className={
              index === current
                ? "rounded-md border-2 border-brand-700 bg-brand-50 p-3"
                : "rounded-md border border-slate-200 p-3"
            }
          >
            <span className="block text-sm text-slate-600">
              {index + 1}. {index < current ? copy.done : index === current ? copy.current : ""}
            </span>
            <span className="font-semibold text-slate-900">{title}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
