type Prose = { heading: string; paragraphs: readonly string[] };

/** How a tool's estimate is made and what it leaves out, side by side on wide screens. */
export function ToolExplainer({ sections }: { sections: readonly Prose[] }) {
  return (
    <div className="bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        {sections.map((section, index) => {
          const headingId = `tool-explainer-${index}-heading`;
          return (
            <section key={section.heading} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
                {section.heading}
              </h2>
              <div className="mt-6 space-y-4 text-lg text-slate-700">
                {section.paragraphs.map((paragraph, at) => (
                  <p key={at}>{paragraph}</p>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
