import { Card, cardPictureClass } from "@/components/ui/card";
import { MoreLink } from "@/components/ui/more-link";
import { SiteImage } from "@/photos/components/site-image";
import { ideaPath, type IdeaPage } from "@/ideas/ideas";

export function IdeaCard({ idea }: { idea: IdeaPage }) {
  return (
    <Card
      picture={
        <SiteImage
          id={idea.card.imageId}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className={cardPictureClass}
          decorative
        />
      }
    >
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        {idea.category}
      </p>
      <h3 className="mt-2 text-xl font-semibold text-slate-900">{idea.card.title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{idea.card.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">Budget</dt>
          <dd className="font-semibold text-slate-900">{idea.card.budget}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Timeline</dt>
          <dd className="font-semibold text-slate-900">{idea.card.timeline}</dd>
        </div>
      </dl>
      <MoreLink href={ideaPath(idea.slug)} className="mt-4">
        See {idea.category.toLowerCase()} ideas
      </MoreLink>
    </Card>
  );
}
