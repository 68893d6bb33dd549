import { Section } from "@/components/ui/section";
import { servicePageLabels as labels, type ServicePage } from "@/services/copy";

export function ServiceQuestions({ resources }: { resources: ServicePage["resources"] }) {
  return (
    <Section heading={labels.questionsHeading}>
      <div className="grid gap-6 md:grid-cols-2">
        {[
          { text: resources.faqText, href: "/faq", label: labels.faqLink },
          { text: resources.resourcesText, href: "/resources", label: labels.resourcesLink },
        ].map((link) => (
          <p key={link.href} className="text-slate-700">
            {link.text}{" "}
            <a href={link.href} className="font-semibold text-accent-700 underline">
              {link.label}
            </a>
          </p>
        ))}
      </div>
    </Section>
  );
}
