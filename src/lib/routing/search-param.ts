/** A page's query as the framework hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One value of a query parameter: the first when it is given more than once. */
export const firstValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;
