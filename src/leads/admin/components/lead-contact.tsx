import { mailtoHref, telHref } from "@/leads/admin/contact-links";

type Props = { data?: { phone?: string | null; email?: string | null } };

/** One tap to answer the lead: its phone and e-mail as links, above everything else. */
export function LeadContact({ data }: Props) {
  if (!data?.phone && !data?.email) return null;
  return (
    <p className="lead-contact">
      {data.phone ? (
        <a className="btn btn--style-primary btn--size-medium" href={telHref(data.phone)}>
          Call {data.phone}
        </a>
      ) : null}
      {data.email ? (
        <a className="btn btn--style-secondary btn--size-medium" href={mailtoHref(data.email)}>
          E-mail {data.email}
        </a>
      ) : null}
    </p>
  );
}
