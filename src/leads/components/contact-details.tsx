import { Clock, Mail, Phone } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button-link";
import type { Business } from "@/business";
import type { ContactPageCopy } from "@/leads/contact-page";
import { telHref } from "@/lib/routing/phone-number";

type ContactDetailsProps = { copy: ContactPageCopy; business: Business };

/** Beside the form: the page's h1, the phone, hours and e-mail, and what happens after sending. */
export function ContactDetails({ copy, business }: ContactDetailsProps) {
  return (
    <div className="lg:col-span-1">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">{copy.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{copy.intro}</p>
      <ButtonLink href={telHref(business.phone.e164)} className="mt-6">
        <Phone aria-hidden="true" className="size-5" /> {copy.callUs} {business.phone.display}
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
      <h2 className="mt-10 text-xl font-semibold text-slate-900">{copy.nextStepsHeading}</h2>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
        {copy.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
