"use client";

import type { ReactNode } from "react";
import { useCategoryParam } from "@/lib/hooks/use-category-param";

type Tile = { label: string; param: string; count: number };
type Item = { key: string; param: string; card: ReactNode };

const articles = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;

/**
 * Topic tiles with their article counts that filter the list below and keep `?category=` in the
 * URL, so a reload or a shared link shows the same list. The server renders every article (All);
 * pressing the active tile again goes back to All.
 */
export function CategoryFilter({
  allLabel,
  tiles,
  items,
}: {
  allLabel: string;
  tiles: readonly Tile[];
  items: readonly Item[];
}) {
  const [param, choose] = useCategoryParam();
  const active = tiles.find((tile) => tile.param === param) ?? null;
  const visible = items.filter((item) => !active || item.param === active.param);

  const tileClass = (pressed: boolean) =>
    `flex min-h-11 flex-col items-start rounded-xl px-5 py-4 text-left ring-1 transition-colors ${pressed ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50"}`;

  return (
    <div>
      <div
        role="group"
        aria-label="Filter articles by topic"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <button
          type="button"
          aria-pressed={!active}
          onClick={() => choose(null)}
          className={tileClass(!active)}
        >
          <span className="font-semibold">{allLabel}</span>
          <span className="text-sm">{articles(items.length)}</span>
        </button>
        {tiles.map((tile) => {
          const pressed = tile === active;
          return (
            <button
              key={tile.param}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(pressed ? null : tile.param)}
              className={tileClass(pressed)}
            >
              <span className="font-semibold">{tile.label}</span>
              <span className="text-sm">{articles(tile.count)}</span>
            </button>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        Showing {articles(visible.length)}
        {active ? ` in ${active.label}` : ""}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((item) => (
          <li key={item.key}>{item.card}</li>
        ))}
      </ul>
    </div>
  );
}
