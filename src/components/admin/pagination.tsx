import Link from "next/link";
import { inboxQuery, type InboxFilter } from "@/lib/admin/filters";
import { adminSecondaryButton } from "./styles";

export function Pagination({
  filter,
  page,
  pageCount,
}: {
  filter: InboxFilter;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={`/admin${inboxQuery(filter, page - 1)}`} className={adminSecondaryButton}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link href={`/admin${inboxQuery(filter, page + 1)}`} className={adminSecondaryButton}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
