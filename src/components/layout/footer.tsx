import type { ReactNode } from "react";
import { serviceAreas, type Business, type SiteFacts } from "@/business";
import { localePath } from "@/lib/i18n/locale";
import type { Navigation } from "@/site";
import { telHref } from "@/lib/routing/phone-number";

type Link = { href: string; label: string };

/** One column of the footer: a heading that names its list. */
function FooterColumn({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-white">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function FooterLinks({ links, grid = false }: { links: readonly Link[]; grid?: boolean }) {
  return (
    // Two to a row on a phone, where the columns stack; a column of their own from tablets up.
    <ul
      className={
        grid
          ? "mt-4 grid grid-cols-2 gap-2 text-sm"
          : "mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-1"
      }
    >
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({
  business,
  claimText,
  locale,
  nav,
}: {
  business: Business;
  claimText: SiteFacts["claimText"];
  locale: SiteFacts["locale"];
  nav: Navigation;
}) {
  const { footer } = nav;
  const year = new Date().getFullYear();
  return (
    <footer className="footer bg-brand-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:gap-10 sm:px-6 sm:py-12 lg:grid-cols-4">
        <FooterColumn id="footer-services" heading={footer.services}>
          <FooterLinks links={nav.serviceLinks} />
        </FooterColumn>
        <FooterColumn id="footer-contact" heading={footer.contact}>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={telHref(business.phone.e164)}>{business.phone.display}</a>
            </li>
            <li>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
            {business.hours.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li className="text-white">{business.replyPromise.sentence}</li>
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-areas" heading={footer.areas}>
          <FooterLinks
            links={serviceAreas.map((area) => ({
              href: localePath(locale, area.href),
              label: area.city,
            }))}
            grid
          />
        </FooterColumn>
        <FooterColumn id="footer-resources" heading={footer.resources}>
          <FooterLinks links={[...nav.resources, ...nav.legal]} />
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-300 sm:px-6">
          © {year} {business.name} · {footer.tagline} · {business.address.locality},{" "}
          {business.address.region} · {claimText.workmanshipWarranty}
        </p>
      </div>
    </footer>
  );
}
