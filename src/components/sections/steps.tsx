type Step = { title: string; text: string; duration?: string };

/** A numbered list of steps: the home process and service-page timelines use it. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-xl border border-slate-200 bg-white p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          {step.duration ? (
            <p className="mt-1 text-sm font-medium text-accent-700">{step.duration}</p>
          ) : null}
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
