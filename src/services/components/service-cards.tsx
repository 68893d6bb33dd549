import { cn } from "@/lib/cn";
import { BulletList } from "@/components/sections/bullet-list";
import { MoreLink } from "@/components/ui/more-link";
import { servicesIn, servicePath } from "@/services/catalog";
import { servicePageLabels } from "@/services/copy";
import { localePath } from "@/lib/i18n/locale";
import { ServiceIcon } from "@/services/components/service-icon";
import { fillPlaceholders, type SiteFacts } from "@/business";

/**
 * The six service cards; Learn More is a plain anchor because the spec asks for a full page load.
 * Brief cards (the home page) leave out the feature list, and on a phone sit two to a row with
 * their title only: the service page holds the rest. A feature may quote a fact ({{...}}).
 */
export function ServiceCards({
  facts,
  headingLevel = 3,
  context,
  brief = false,
}: {
  /** The edition's facts: its language, and what a feature quotes. */
  facts: SiteFacts;
  headingLevel?: 2 | 3;
  context?: string;
  brief?: boolean;
}) {
  const { locale } = facts;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const labels = servicePageLabels[locale];
  return (
    <ul
      className={cn(
        "grid lg:grid-cols-3",
        brief ? "grid-cols-2 gap-3 sm:gap-6" : "gap-6 sm:grid-cols-2",
      )}
    >
      {servicesIn(locale).map((service) => (
        <li
          key={service.slug}
          className={cn(
            "flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm",
            brief ? "p-4 sm:p-6" : "p-6",
          )}
        >
          <ServiceIcon
            name={service.icon}
            className="size-10 rounded-lg bg-brand-50 p-2 text-brand-700"
          />
          <Heading
            className={cn(
              "mt-4 font-semibold text-slate-900",
              brief ? "flex-1 text-base sm:flex-none sm:text-xl" : "text-xl",
            )}
          >
            {service.title}
          </Heading>
          <p className={cn("mt-2 text-slate-600", brief && "hidden flex-1 sm:block")}>
            {service.description}
          </p>
          {brief ? null : (
            <BulletList
              items={service.features.map((feature) =>
                fillPlaceholders(facts, feature, `${service.slug} card`),
              )}
              compact
              className="mt-4 flex-1"
            />
          )}
          <MoreLink
            href={localePath(locale, servicePath(service.slug))}
            className={brief ? "mt-3 sm:mt-6" : "mt-6"}
          >
            {labels.learnMore}
            <span className="sr-only">{labels.learnMoreAbout(service.title, context)}</span>
          </MoreLink>
        </li>
      ))}
    </ul>
  );
}
