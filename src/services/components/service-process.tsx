import { Steps } from "@/components/sections/steps";
import { Section } from "@/components/ui/section";
import { servicePageLabels as labels, type ServicePage } from "@/services/copy";

type ServiceProcessProps = { process: ServicePage["process"]; timelineNote: string };

export function ServiceProcess({ process, timelineNote }: ServiceProcessProps) {
  return (
    <Section heading={process.heading} intro={process.intro}>
      <Steps steps={process.steps} />
      <p className="mt-8 max-w-3xl rounded-xl bg-brand-50 p-6 text-slate-700">
        <span className="font-semibold text-slate-900">{labels.timelineLabel}</span>
        {timelineNote}
      </p>
    </Section>
  );
}
