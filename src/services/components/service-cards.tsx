import { Check } from "@/components/ui/icons";
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
          <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                {feature}
              </li>
            ))}
          </ul>
          <a
            href={servicePath(service.slug)}
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-accent-700 hover:underline"
          >
            Learn More
            <span className="sr-only">
              {" "}
              about {service.title.toLowerCase()}
              {context ? ` in ${context}` : ""}
            </span>
            <span aria-hidden="true">&nbsp;→</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
