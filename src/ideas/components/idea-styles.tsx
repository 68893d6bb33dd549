import { BulletList } from "@/components/sections/bullet-list";
import { Section } from "@/components/ui/section";
import type { IdeaPage } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import type { Locale } from "@/lib/i18n/locale";

export function IdeaStyles({ styles, locale }: { styles: IdeaPage["styles"]; locale: Locale }) {
  return (
    <Section heading={ideaPageLabelsIn[locale].stylesHeading}>
      <ul className="grid gap-6 md:grid-cols-2">
        {styles.map((style) => (
          <li key={style.name} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-xl font-semibold text-slate-900">{style.name}</h3>
            <p className="mt-2 mb-4 text-slate-600">{style.description}</p>
            <BulletList items={style.features} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
