import { serviceAreas } from "@/business/facts";
import type { Business, SiteFacts } from "@/business/site-facts";
import { footerServiceLinks, legalLinks, resourceLinks } from "@/site/navigation";

const linkClass = "text-slate-300 hover:text-white hover:underline";

export function Footer({
  business,
  claimText,
}: {
  business: Business;
  claimText: SiteFacts["claimText"];
}) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-base font-semibold text-white">
            Services
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerServiceLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold text-white">
            Contact
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`tel:${business.phone.e164}`} className={linkClass}>
                {business.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className={linkClass}>
                {business.email}
              </a>
            </li>
            {business.hours.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li className="text-white">{business.replyPromise.footer}.</li>
          </ul>
        </section>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="text-base font-semibold text-white">
            Service areas
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            {serviceAreas.map((area) => (
              <li key={area.city}>
                <a href={area.href} className={linkClass}>
                  {area.city}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="text-base font-semibold text-white">
            Resources
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {[...resourceLinks, ...legalLinks].map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-300 sm:px-6">
          © {year} {business.name} · Registered & insured remodeling contractor ·{" "}
          {business.address.locality}, {business.address.region} · {claimText.workmanshipWarranty}
        </p>
      </div>
    </footer>
  );
}
