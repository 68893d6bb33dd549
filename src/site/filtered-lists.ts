import { blogCategories, categoryParam as blogCategoryParam } from "@/posts";
import { withoutLocale } from "@/lib/i18n/locale";
import { ideaCategories, categoryParam as ideaCategoryParam } from "@/ideas";

/**
 * The lists a visitor filters with `?category=` (lib/routing/category-listing.ts). A page is kept
 * in the cache by its address without the query, so each view of a list is its own cached page
 * at `<list>/category/<category>` (all of it at `<list>/category/all`), and the proxy answers the
 * list's address with it. One route for every view: a filter swaps the list in place.
 */
const filteredLists = {
  "/resources": blogCategories.map(blogCategoryParam),
  "/ideas": ideaCategories.map(ideaCategoryParam),
};

export type FilteredList = keyof typeof filteredLists;

const isFilteredList = (path: string): path is FilteredList => Object.hasOwn(filteredLists, path);

const categoryPagePath = (list: string, category: string) => `${list}/category/${category}`;

/** The view of a list that shows all of it. */
export const wholeList = "all";

/** Every view of a list, each a cached page of its own: the whole list, then each category. */
export const listViews = (list: FilteredList) => [wholeList, ...filteredLists[list]];

/**
 * The cached page that answers this address, when it is a list's: the category it asks for, or
 * the whole list for none or an unknown one, as the filter shows.
 */
export function filteredListPage(url: URL): string | undefined {
  const list = withoutLocale(url.pathname);
  if (!isFilteredList(list)) return undefined;
  const categories = filteredLists[list];
  const wanted = url.searchParams.get("category")?.trim().toLowerCase();
  return categoryPagePath(url.pathname, wanted && categories.includes(wanted) ? wanted : wholeList);
}
