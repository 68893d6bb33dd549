import { Phone, ShieldCheck } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button-link";
import { localePath } from "@/lib/i18n/locale";
import { navigationFor } from "@/site";
import { telHref } from "@/lib/routing/phone-number";
import type { CityBandProps } from "./city-hero";

/** Not CtaBand: the city's own reasons to call come first, the note on consultations last. */
export function CityClosing({ page, template: t, phone, locale }: CityBandProps) {
  return (
    <section aria-labelledby="city-closing-heading" className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <h2 id="city-closing-heading" className="text-3xl font-bold tracking-tight">
          {t.closingHeading(page.city)}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {page.closingBullets.map((bullet, at) => (
            <li key={at} className="flex gap-2">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />{" "}
              {bullet}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row">
          <ButtonLink href={localePath(locale, "/contact")}>{t.closingCta}</ButtonLink>
          <ButtonLink href={telHref(phone.e164)} variant="ghostLight">
            <Phone aria-hidden="true" className="size-5" /> {navigationFor(locale).call}{" "}
            {phone.display}
          </ButtonLink>
        </div>
        <p className="mt-6 text-slate-200">{t.consultationNote}</p>
      </div>
    </section>
  );
}
