import type { ReactNode } from "react";

/** A card of a grid: its picture on top, then its text, cards of a row equally tall. */
export function Card({ picture, children }: { picture?: ReactNode; children: ReactNode }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {picture}
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </article>
  );
}

/** The class of a card's picture: cropped to 3:2 across the card's width. */
export const cardPictureClass = "aspect-[3/2] h-auto w-full object-cover";
