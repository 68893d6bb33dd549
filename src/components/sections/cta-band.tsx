import { Phone } from "@/components/ui/icons";
import { siteFacts } from "@/site/server";
import { ButtonLink } from "@/components/ui/button-link";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { navigationFor } from "@/site";
import { telHref } from "@/lib/routing/phone-number";

type CtaBandProps = {
  heading: string;
  text: string;
  buttonLabel?: string;
  buttonHref?: string;
  /** Tiny homes leads with the phone; everywhere else the estimate form comes first. */
  phoneFirst?: boolean;
  children?: React.ReactNode;
  /** The edition the band is in: its default button, its call label and its links. */
  locale?: Locale;
};

export async function CtaBand({
  heading,
  text,
  buttonLabel,
  buttonHref = "/contact",
  phoneFirst,
  children,
  locale = "en",
}: CtaBandProps) {
  const { business } = await siteFacts(locale);
  const nav = navigationFor(locale);
  const tel = telHref(business.phone.e164);
  const call = (
    <ButtonLink href={tel} variant={phoneFirst ? "primary" : "ghostLight"}>
      <Phone aria-hidden="true" className="size-5" /> {nav.call} {business.phone.display}
    </ButtonLink>
  );
  const form = (
    <ButtonLink
      href={localePath(locale, buttonHref)}
      variant={phoneFirst ? "ghostLight" : "primary"}
    >
      {buttonLabel ?? nav.estimate.label}
    </ButtonLink>
  );
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-800 py-10 text-white sm:py-16">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-slate-200">{text}</p>
        {children}
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          {phoneFirst ? (
            <>
              {call}
              {form}
            </>
          ) : (
            <>
              {form}
              {call}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
