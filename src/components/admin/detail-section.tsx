import type { ReactNode } from "react";

/** One titled block of the lead page; the heading names the region for screen readers. */
export function DetailSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
