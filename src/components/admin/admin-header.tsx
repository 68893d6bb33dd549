import Link from "next/link";
import { logOut } from "@/app/(site)/admin/actions";
import { adminSecondaryButton } from "./styles";

/** The bar above every signed-in admin page: back to the inbox, and log out. */
export function AdminHeader() {
  return (
    <nav
      aria-label="Lead inbox"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4"
    >
      <Link
        href="/admin"
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
      >
        Lead inbox
      </Link>
      <form action={logOut}>
        <button type="submit" className={adminSecondaryButton}>
          Log out
        </button>
      </form>
    </nav>
  );
}
