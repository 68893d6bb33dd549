import { Section } from "@/components/ui/section";
import { servicePageLabels as labels, type ServicePage } from "@/services/copy";

export function ServiceQuestions({ resources }: { resources: ServicePage["resources"] }) {
  return (
    <Section heading={labels.questionsHeading}>
      <div className="grid gap-6 md:grid-cols-2">
        <p className="text-slate-700">
          {resources.faqText}{" "}
          <a href="/faq" className="font-semibold text-accent-700 underline">
            {labels.faqLink}
          </a>
        </p>
        <p className="text-slate-700">
          {resources.resourcesText}{" "}
          <a href="/resources" className="font-semibold text-accent-700 underline">
            {labels.resourcesLink}
          </a>
        </p>
      </div>
    </Section>
  );
}
