"use client";

import type { ReactNode } from "react";
import { useCategoryParam } from "@/lib/hooks/use-category-param";

type FilterItem = { key: string; category: string; card: ReactNode };
type FilterOption = { label: string; param: string | null };

/**
 * Filters the idea cards by category and keeps the choice in `?category=` so a reload or a shared
 * link shows the same cards. The page stays static: the server renders every card (All).
 */
export function IdeaFilter({
  options,
  items,
}: {
  options: readonly FilterOption[];
  items: readonly FilterItem[];
}) {
  const [param, setParam] = useCategoryParam();
  const active = options.find((option) => option.param === param) ?? options[0]!;
  const visible = items.filter((item) => active.param === null || item.category === active.label);

  const choose = (option: FilterOption) => setParam(option.param);

  return (
    <div>
      <div role="group" aria-label="Filter ideas by category" className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option === active;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(option)}
              className={`min-h-11 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors ${pressed ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50"}`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        Showing {visible.length} {visible.length === 1 ? "idea" : "ideas"}
        {active.param ? ` in ${active.label}` : ""}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((item) => (
          <li key={item.key}>{item.card}</li>
        ))}
      </ul>
    </div>
  );
}
