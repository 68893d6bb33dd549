import { BulletList } from "@/components/sections/bullet-list";
import { MoreLink } from "@/components/ui/more-link";
import { services, servicePath } from "@/services/catalog";
import { ServiceIcon } from "@/services/components/service-icon";

/** The six service cards; Learn More is a plain anchor because the spec asks for a full page load. */
export function ServiceCards({
  headingLevel = 3,
  context,
}: {
  headingLevel?: 2 | 3;
  context?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.slug}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <ServiceIcon
            name={service.icon}
            className="size-10 rounded-lg bg-brand-50 p-2 text-brand-700"
          />
          <Heading className="mt-4 text-xl font-semibold text-slate-900">{service.title}</Heading>
          <p className="mt-2 text-slate-600">{service.description}</p>
          <BulletList items={service.features} compact className="mt-4 flex-1" />
          <MoreLink href={servicePath(service.slug)} className="mt-6">
            Learn More
            <span className="sr-only">
              {" "}
              about {service.title.toLowerCase()}
              {context ? ` in ${context}` : ""}
            </span>
          </MoreLink>
        </li>
      ))}
    </ul>
  );
}
