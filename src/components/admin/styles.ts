/** Shared looks of the admin controls: 44 px targets, visible focus from the global outline. */
export const adminControl =
  "block w-full min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900";

export const adminButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

export const adminSecondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-white px-4 py-2 text-base font-semibold text-brand-800 ring-1 ring-brand-700/40 hover:bg-brand-50";

export const adminLabel = "block text-sm font-semibold text-slate-900";
