import { leadStatusLabel } from "@/lib/admin/lead-status";
import { cn } from "@/lib/cn";

const tones: Record<string, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  estimate_scheduled: "bg-violet-100 text-violet-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap",
        tones[status] ?? "bg-slate-100 text-slate-900",
      )}
    >
      {leadStatusLabel(status)}
    </span>
  );
}
