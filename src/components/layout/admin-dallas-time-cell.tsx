import { dallasDateTime } from "@/lib/time/dallas";

/** A list's time in Dallas time, as the lead's own page writes it: "Nov 25, 2026, 9:14 AM CST". */
export function AdminDallasTimeCell({ cellData }: { cellData?: unknown }) {
  return <span>{typeof cellData === "string" ? dallasDateTime(cellData) : "—"}</span>;
}
