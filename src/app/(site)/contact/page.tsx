import { connection } from "next/server";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { ContactDetails } from "@/leads/components/contact-details";
import { ContactIntake } from "@/leads/components/contact-intake";
import { contactPageFor } from "@/leads/contact-page";
import { leadCopyFor } from "@/leads/notices";
import { issueFormToken } from "@/leads/form-token";
import { startDateWindow } from "@/leads/schema";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

export async function generateMetadata() {
  const facts = await siteFacts();
  const contactPage = contactPageFor(facts);
  return buildMetadata(facts, {
    title: contactPage.metaTitle,
    description: contactPage.metaDescription,
    path: "/contact",
  });
}

export default async function ContactPage() {
  // Rendered per request: the form carries a freshly signed time stamp for the fill-time check.
  await connection();
  const [token, facts] = await Promise.all([issueFormToken(), siteFacts()]);
  const { business } = facts;
  return (
    <>
      <Breadcrumbs trail={[{ name: "Contact", path: "/contact" }]} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <ContactDetails copy={contactPageFor(facts)} business={business} />
        {/* data-estimate-page: the phone's call bar stands aside on the form's own page. */}
        <section aria-label="Estimate request form" className="lg:col-span-2" data-estimate-page>
          <ContactIntake
            token={token}
            startDates={startDateWindow()}
            phone={business.phone}
            copy={leadCopyFor(facts)}
          />
        </section>
      </div>
    </>
  );
}
