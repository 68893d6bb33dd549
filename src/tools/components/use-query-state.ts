import { useEffect, useRef, useState, useSyncExternalStore } from "react";

// The query is read, never watched: once the visitor edits a field, the form leads and the URL
// follows it, so there is nothing to subscribe to.
const noSubscription = () => () => {};
const browserSearch = () => window.location.search;
// The page is prerendered once with the defaults; the query is read after hydration.
const prerenderSearch = () => "";

// Browsers throttle history updates (Safari throws after about 100 in 30 s), so the URL is
// written once typing pauses rather than on every keystroke.
const urlWriteDelayMs = 250;

/**
 * Form state mirrored into the URL query with history.replaceState: no navigation, no server
 * round trip, and a reloaded or shared link opens with the same fields.
 */
export function useQueryState<T>(parse: (search: string) => T, serialize: (value: T) => string) {
  const search = useSyncExternalStore(noSubscription, browserSearch, prerenderSearch);
  const [edited, setEdited] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = (next: T) => {
    setEdited(next);
    const { pathname } = window.location;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => writeQuery(pathname, serialize(next)), urlWriteDelayMs);
  };
  return [edited ?? parse(search), update] as const;
}

/** useQueryState for a form's fields, with `set` to change some of them and keep the others. */
export function useQueryFields<T extends object>(
  parse: (search: string) => T,
  serialize: (value: T) => string,
) {
  const [fields, setFields] = useQueryState(parse, serialize);
  const set = (patch: Partial<T>) => setFields({ ...fields, ...patch });
  /** One field's value and its change, for an input that edits it as it is kept. */
  const bind = <K extends keyof T>(key: K) => ({
    value: fields[key],
    onChange: (value: T[K]) => setFields({ ...fields, [key]: value }),
  });
  return { fields, set, setFields, bind };
}

function writeQuery(pathname: string, query: string) {
  // The visitor may have followed a link meanwhile; never stamp this form onto another page.
  if (window.location.pathname !== pathname) return;
  try {
    window.history.replaceState(null, "", `${pathname}${query ? `?${query}` : ""}`);
  } catch {
    // A throttled update is harmless: the URL only mirrors the form, and the next edit retries.
  }
}

/** The absolute link to the page with this query, for the copied summary. */
export function linkWithQuery(query: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}

const inBrowser = () => true;
const onServer = () => false;

/** False in the prerendered HTML and true once hydrated: controls that need JavaScript wait. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
