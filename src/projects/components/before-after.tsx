import type { CSSProperties } from "react";
import type { Photo } from "@/photos";
import { SiteImage } from "@/photos/ui";
import type { ProjectPageLabels } from "@/projects/labels";
import { CompareRange } from "./compare-range";

type BeforeAfterProps = {
  before: Photo;
  after: Photo;
  caption: string;
  labels: ProjectPageLabels;
};

const sizes = "(min-width: 1024px) 896px, 100vw";
const tagClass =
  "pointer-events-none absolute top-3 rounded bg-slate-900/80 px-2 py-1 text-sm font-semibold text-white";

/**
 * One before/after pair. With scripts, the before photo lies over the after photo, cut at a split
 * the slider moves (server HTML already has this layout, so nothing shifts when the page comes
 * alive). Without scripts, the same markup shows the two photos side by side.
 */
export function BeforeAfter({ before, after, caption, labels }: BeforeAfterProps) {
  return (
    <figure>
      <div
        className="relative aspect-(--pair-ratio) overflow-hidden rounded-xl [--split:50%] has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600 noscript:grid noscript:aspect-auto noscript:grid-cols-2 noscript:gap-4 noscript:overflow-visible noscript:rounded-none"
        style={{ "--pair-ratio": `${after.width} / ${after.height}` } as CSSProperties}
      >
        <Pane
          className="relative h-full noscript:order-2"
          photo={after}
          tag={labels.afterTag}
          tagSide="right-3"
        />
        <Pane
          className="absolute inset-0 [clip-path:inset(0_calc(100%-var(--split))_0_0)] noscript:relative noscript:order-1 noscript:[clip-path:none]"
          photo={before}
          tag={labels.beforeTag}
          tagSide="left-3"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-(--split) w-0.5 -translate-x-1/2 bg-white shadow noscript:hidden"
        >
          <span className="absolute top-1/2 left-1/2 size-9 -translate-1/2 rounded-full border-2 border-white bg-slate-900/70" />
        </span>
        <CompareRange label={labels.compareLabel} valueText={labels.compareValue} />
      </div>
      <figcaption className="mt-3 text-slate-700">{caption}</figcaption>
    </figure>
  );
}

type PaneProps = {
  className: string;
  photo: Photo;
  tag: string;
  /** The corner the tag sits in. */
  tagSide: "left-3" | "right-3";
};

/** One photo of the pair, tagged in its corner. */
function Pane({ className, photo, tag, tagSide }: PaneProps) {
  return (
    <div className={className}>
      <SiteImage
        photo={photo}
        sizes={sizes}
        className="h-full w-full object-cover noscript:h-auto noscript:rounded-xl"
      />
      <span className={`${tagClass} ${tagSide}`}>{tag}</span>
    </div>
  );
}
