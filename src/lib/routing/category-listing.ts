/** One link of a category filter: where it goes, and whether it is the one shown now. */
export type FilterLink = { label: string; href: string; current: boolean; detail?: string };

type Category = { label: string; param: string };

const counted = (count: number, [one, many]: readonly [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * A list page filtered by `?category=` (the /ideas cards, the /resources articles): which
 * category the URL asks for (an unknown one means All), the items it shows, the filter links and
 * the sentence announced when the list changes.
 */
export function categoryListing<T>(options: {
  path: string;
  requested: string | string[] | undefined;
  allLabel: string;
  categories: readonly Category[];
  items: readonly T[];
  categoryOf: (item: T) => string;
  noun: readonly [string, string];
  /** Each link also says how many items it holds. */
  withCounts?: boolean;
}) {
  const { path, requested, categories, items, categoryOf, noun } = options;
  const wanted = typeof requested === "string" ? requested.trim().toLowerCase() : undefined;
  const active = categories.find((category) => category.param === wanted) ?? null;
  const visible = items.filter((item) => !active || categoryOf(item) === active.param);
  const detail = (count: number) => (options.withCounts ? counted(count, noun) : undefined);
  const links: FilterLink[] = [
    { label: options.allLabel, href: path, current: !active, detail: detail(items.length) },
    ...categories.map((category) => ({
      label: category.label,
      href: `${path}?category=${category.param}`,
      current: category === active,
      detail: detail(items.filter((item) => categoryOf(item) === category.param).length),
    })),
  ];
  const status = `Showing ${counted(visible.length, noun)}${active ? ` in ${active.label}` : ""}`;
  return { visible, links, status };
}
