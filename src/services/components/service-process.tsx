import { Steps } from "@/components/sections/steps";
import { Section } from "@/components/ui/section";
import { servicePageLabels, type ServicePage } from "@/services/copy";
import type { Locale } from "@/lib/i18n/locale";

type ServiceProcessProps = {
  process: ServicePage["process"];
  timelineNote: string;
  locale: Locale;
};

export function ServiceProcess({ process, timelineNote, locale }: ServiceProcessProps) {
  const labels = servicePageLabels[locale];
  return (
    <Section heading={process.heading} intro={process.intro}>
      <Steps steps={process.steps} locale={locale} />
      <p className="mt-8 max-w-3xl rounded-xl bg-brand-50 p-6 text-slate-700">
        <span className="font-semibold text-slate-900">{labels.timelineLabel}</span>
        {timelineNote}
      </p>
    </Section>
  );
}
