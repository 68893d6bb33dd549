import type { ReactNode } from "react";

/** The body of the 404 and error pages: a big status, a message and a way back. */
export function StatusMessage({
  status,
  heading,
  text,
  children,
}: {
  status: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        <span className="sr-only">{status}: </span>
        {heading}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
