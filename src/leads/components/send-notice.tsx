import type { ContactState } from "@/leads/contact-state";
import type { LeadCopy } from "@/leads/notices";
import { telHref } from "@/lib/routing/phone-number";

/** Why the last send did not go through: the store failed (call us instead) or too many tries. */
export function SendNotice({
  status,
  notices,
  phone,
}: {
  status: ContactState["status"];
  notices: LeadCopy["notices"];
  phone: { display: string; e164: string };
}) {
  if (status === "error")
    return (
      <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-red-800">
        <p className="font-bold">{notices.failure.title}</p>
        <p className="mt-1">
          {notices.failure.text}{" "}
          <a href={telHref(phone.e164)} className="font-semibold underline">
            {phone.display}
          </a>
        </p>
      </div>
    );
  if (status === "rate_limited")
    return (
      <div
        role="alert"
        className="rounded-lg border-2 border-amber-700 bg-amber-50 p-5 text-amber-900"
      >
        <p className="font-bold">{notices.rateLimited.title}</p>
        <p className="mt-1">{notices.rateLimited.text}</p>
      </div>
    );
  return null;
}
