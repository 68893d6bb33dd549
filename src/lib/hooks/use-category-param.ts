"use client";

import { useCallback, useSyncExternalStore } from "react";

const CHANGE_EVENT = "category-param-change";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readParam = () => new URLSearchParams(window.location.search).get("category");

/**
 * The `?category=` of a statically rendered list page, read after hydration (the server renders
 * the unfiltered list) and written with pushState, so reload, back and shared links all agree.
 */
export function useCategoryParam(): [string | null, (next: string | null) => void] {
  const param = useSyncExternalStore(subscribe, readParam, () => null);
  const setParam = useCallback((next: string | null) => {
    const url = new URL(window.location.href);
    if (next) url.searchParams.set("category", next);
    else url.searchParams.delete("category");
    window.history.pushState(null, "", url);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [param, setParam];
}
