import { BulletList } from "@/components/sections/bullet-list";
import { Section } from "@/components/ui/section";
import { ideaPageLabels as labels, type IdeaPage } from "@/ideas/ideas";

export function IdeaStyles({ styles }: { styles: IdeaPage["styles"] }) {
  return (
    <Section heading={labels.stylesHeading}>
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
