import { mailtoHref } from "@/leads/admin/contact-links";
import { telHref } from "@/lib/routing/phone-number";
import { languageNote } from "@/leads/admin/lead-language";

type Props = {
  data?: { phone?: string | null; email?: string | null; language?: string | null };
};

/**
 * One tap to answer the lead: its phone and e-mail as links, above everything else, and first
 * of all whether to answer in Spanish.
 */
export function LeadContact({ data }: Props) {
  if (!data?.phone && !data?.email) return null;
  const language = languageNote(data.language);
  return (
    <p className="lead-contact">
      {language ? <strong className="lead-contact__language">{language}</strong> : null}
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
