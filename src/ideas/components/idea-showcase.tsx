import { MoreLink } from "@/components/ui/more-link";
import { PhotoRow } from "@/photos/ui";
import { ideaPath, type IdeaPage } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import { localePath, type Locale } from "@/lib/i18n/locale";

/**
 * One room's ideas on /ideas: its budget and timeline, its pictures in a row the visitor swipes,
 * and its styles; the idea page holds the rest.
 */
export function IdeaShowcase({ idea, locale }: { idea: IdeaPage; locale: Locale }) {
  const labels = ideaPageLabelsIn[locale];
  return (
    <article aria-labelledby={`${idea.slug}-heading`} className="border-t border-slate-200 pt-8">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        {labels.eyebrow(idea.category)}
      </p>
      <h3 id={`${idea.slug}-heading`} className="mt-1 text-2xl font-semibold text-slate-900">
        {idea.card.title}
      </h3>
      <p className="mt-2 max-w-3xl text-slate-600">{idea.card.description}</p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-500">{labels.investmentLabel}</dt>
          <dd className="font-semibold text-slate-900">{idea.card.budget}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{labels.timelineLabel}</dt>
          <dd className="font-semibold text-slate-900">{idea.card.timeline}</dd>
        </div>
      </dl>
      <PhotoRow
        images={idea.gallery}
        label={labels.picturesLabel(idea.category)}
        className="mt-6"
        locale={locale}
      />
      <h4 className="mt-6 font-semibold text-slate-900">{labels.stylesHeading}</h4>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {idea.styles.map((style) => (
          <li key={style.name} className="rounded-xl bg-sand-50 p-4">
            <p className="font-semibold text-slate-900">{style.name}</p>
            <p className="mt-1 text-sm text-slate-600">{style.description}</p>
          </li>
        ))}
      </ul>
      <MoreLink href={localePath(locale, ideaPath(idea.slug))} className="mt-4">
        {labels.seeIdeas(idea.category)}
      </MoreLink>
    </article>
  );
}
