import { connection } from "next/server";
import { cityNames } from "@/business";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { ContactDetails } from "@/leads/components/contact-details";
import { ContactIntake } from "@/leads/components/contact-intake";
import { contactPageFor } from "@/leads/contact-page";
import { leadCopyFor } from "@/leads/notices";
import { issueFormToken } from "@/leads/form-token";
import { startDateWindow } from "@/leads/schema";
import { metadataFromCopy } from "@/lib/seo/metadata";
import { siteFacts } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";

export async function contactMetadata(locale: Locale) {
  const facts = await siteFacts(locale);
  return metadataFromCopy(facts, contactPageFor(facts), { path: "/contact" });
}

/** /contact in an edition: the phone and next steps beside the estimate form. */
export async function ContactPage({ locale }: { locale: Locale }) {
  // Rendered per request: the form carries a freshly signed time stamp for the fill-time check.
  await connection();
  const [token, facts] = await Promise.all([issueFormToken(), siteFacts(locale)]);
  const { business } = facts;
  const copy = contactPageFor(facts);
  return (
    <>
      <Breadcrumbs trail={[{ name: copy.crumb, path: "/contact" }]} locale={locale} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <ContactDetails copy={copy} business={business} />
        {/* data-estimate-page: the phone's call bar stands aside on the form's own page. */}
        <section aria-label={copy.formLabel} className="lg:col-span-2" data-estimate-page>
          <ContactIntake
            token={token}
            startDates={startDateWindow()}
            phone={business.phone}
            cities={cityNames}
            copy={leadCopyFor(facts)}
          />
        </section>
      </div>
    </>
  );
}
