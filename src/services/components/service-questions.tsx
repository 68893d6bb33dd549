import { Section } from "@/components/ui/section";
import { servicePageLabels, type ServicePage } from "@/services/copy";
import { localePath, type Locale } from "@/lib/i18n/locale";

type ServiceQuestionsProps = { resources: ServicePage["resources"]; locale: Locale };

export function ServiceQuestions({ resources, locale }: ServiceQuestionsProps) {
  const labels = servicePageLabels[locale];
  return (
    <Section heading={labels.questionsHeading}>
      <div className="grid gap-6 md:grid-cols-2">
        {[
          { text: resources.faqText, href: "/faq", label: labels.faqLink },
          { text: resources.resourcesText, href: "/resources", label: labels.resourcesLink },
        ].map((link) => (
          <p key={link.href} className="text-slate-700">
            {link.text}{" "}
            <a
              href={localePath(locale, link.href)}
              className="font-semibold text-accent-700 underline"
            >
              {link.label}
            </a>
          </p>
        ))}
      </div>
    </Section>
  );
}
