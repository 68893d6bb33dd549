/** What the admin shows instead of a sign-in form while its configuration is unsafe. */
export function ConfigProblem({ problem }: { problem: string }) {
  return (
    <section aria-labelledby="config-problem-heading" className="mx-auto max-w-2xl">
      <h1 id="config-problem-heading" className="text-2xl font-bold text-slate-900">
        The lead inbox is not configured
      </h1>
      <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
        {problem}
      </p>
      <p className="mt-4 text-slate-700">
        Leads are still stored and delivered as usual; only this inbox is locked.
      </p>
    </section>
  );
}
