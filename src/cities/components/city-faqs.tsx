import { Section } from "@/components/ui/section";
import type { CityPage } from "@/cities/cities";

export function CityFaqs({ heading, faqs }: { heading: string; faqs: CityPage["faqs"] }) {
  return (
    <Section heading={heading}>
      <dl className="max-w-3xl space-y-6">
        {faqs.map((faq, at) => (
          <div key={at}>
            <dt className="text-lg font-semibold text-slate-900">{faq.question}</dt>
            <dd className="mt-2 text-slate-700">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
