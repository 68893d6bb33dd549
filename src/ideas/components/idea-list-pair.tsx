import { BulletList } from "@/components/sections/bullet-list";

type HeadedList = { heading: string; items: readonly string[] };

/** Two headed checklists side by side (inside and out, possibilities and expectations). */
export function IdeaListPair({ lists }: { lists: readonly [HeadedList, HeadedList] }) {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      {lists.map((list) => (
        <div key={list.heading}>
          <h3 className="mb-4 text-xl font-semibold text-slate-900">{list.heading}</h3>
          <BulletList items={list.items} />
        </div>
      ))}
    </div>
  );
}
