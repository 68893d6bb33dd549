import type { ReactNode } from "react";
import type { Photo } from "@/photos";
import { SiteImage } from "@/photos/ui";

type CardProps = {
  /** Cropped to 3:2 across the card's width; decorative, as the card's words say what it shows. */
  photo?: Photo | null;
  /** The photo's width in the grid at each screen width. */
  sizes: string;
  /** For the card whose photo is the page's largest paint. */
  priority?: boolean;
  children: ReactNode;
};

/** A card of a grid: its photo on top, then its text, cards of a row equally tall. */
export function Card({ photo, sizes, priority, children }: CardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {photo ? (
        <SiteImage
          photo={photo}
          sizes={sizes}
          className="aspect-[3/2] h-auto w-full object-cover"
          priority={priority}
          decorative
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </article>
  );
}
