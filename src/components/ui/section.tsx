import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type SectionProps = {
  id?: string;
  heading: string;
  intro?: string;
  tone?: "white" | "sand" | "brand";
  children: ReactNode;
  className?: string;
};

/** A page section with its h2 and optional intro; the heading names the section for assistive tech. */
export function Section({ id, heading, intro, tone = "white", children, className }: SectionProps) {
  const headingId = `${id ?? slugify(heading)}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-10 sm:py-20",
        tone === "sand" && "bg-sand-50",
        tone === "brand" && "bg-brand-800 text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-4xl">
            {heading}
          </h2>
          {intro ? (
            <p
              className={cn(
                "mt-3 sm:mt-4 sm:text-lg",
                tone === "brand" ? "text-slate-200" : "text-slate-600",
              )}
            >
              {intro}
            </p>
          ) : null}
        </div>
        <div className="mt-8 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}

function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
