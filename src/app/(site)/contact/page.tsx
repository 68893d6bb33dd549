import { Clock, Mail, Phone } from "@/components/ui/icons";
import { connection } from "next/server";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { ContactIntake } from "@/leads/components/contact-intake";
import { ButtonLink } from "@/components/ui/button-link";
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
  const contactPage = contactPageFor(facts);
  return (
    <>
      <Breadcrumbs trail={[{ name: "Contact", path: "/contact" }]} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <h1 className="text-4xl font-bold tracking-tight text-brand-900">
            {contactPage.heading}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{contactPage.intro}</p>
          <ButtonLink href={`tel:${business.phone.e164}`} className="mt-6">
            <Phone aria-hidden="true" className="size-5" /> Call Us: {business.phone.display}
          </ButtonLink>
          <ul className="mt-8 space-y-3 text-slate-700">
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />{" "}
              {business.hours.display}
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <a href={`mailto:${business.email}`} className="underline">
                {business.email}
              </a>
            </li>
          </ul>
          <h2 className="mt-10 text-xl font-semibold text-slate-900">
            {contactPage.nextStepsHeading}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
            {contactPage.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <section aria-label="Estimate request form" className="lg:col-span-2">
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
