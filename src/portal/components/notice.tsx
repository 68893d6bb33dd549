/** What the last form did, said once at the top of the page and read out when it appears. */
export function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <div role="status" className="mt-6 rounded-md border border-brand-700 bg-brand-50 p-4">
      <p className="font-semibold text-brand-900">{heading}</p>
      <p className="mt-1 text-slate-700">{text}</p>
    </div>
  );
}
