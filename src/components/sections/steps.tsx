type Step = { title: string; text: string; duration?: string };

import type { Locale } from "@/lib/i18n/locale";
import { navigationFor } from "@/site";

/** A numbered list of steps: the home process and service-page timelines use it. */
export function Steps({ steps, locale = "en" }: { steps: readonly Step[]; locale?: Locale }) {
  const { step: stepWord } = navigationFor(locale);
  return (
    <ol className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li
          key={index}
          className="relative rounded-xl border border-slate-200 bg-white p-4 pl-16 sm:p-6"
        >
          {/* Beside the title on a phone, above it from tablets up. */}
          <span
            aria-hidden="true"
            className="absolute top-4 left-4 flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white sm:static sm:size-10"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-slate-900 sm:mt-4">
            <span className="sr-only">
              {stepWord} {index + 1}:{" "}
            </span>
            {step.title}
          </h3>
          {step.duration ? (
            <p className="mt-1 text-sm font-medium text-accent-700">{step.duration}</p>
          ) : null}
          <p className="mt-2 text-[0.9375rem] text-slate-600 sm:text-base">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
