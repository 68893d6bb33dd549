"use client";

import { useEffect, useSyncExternalStore } from "react";

type Sonner = typeof import("sonner");

// sonner (about 15 KB gzipped) is fetched on the first "Copy results", not with the page: most
// visitors never copy. The page's ToolToaster renders its Toaster once the module has arrived.
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed download (the visitor went offline) is retried on the next press.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Shows a toast, loading the toast system first if this is the page's first. The toast is raised
 * only after the Toaster has mounted, so its live region is already on the page when the first
 * message arrives and screen readers announce it.
 */
export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await loadSonner();
  await toasterMounted;
  toast[kind](message);
}

/**
 * The site's one toast system. It is mounted by the tools that raise toasts rather than by the
 * root layout, so pages without a tool do not ship it. Spec §9: about 4-5 s, at most 3 visible.
 */
export function ToolToaster({ label }: { label: string }) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
  // A parent's effects run after its children's, so the Toaster is subscribed by now.
  useEffect(() => {
    if (loaded) markToasterMounted();
  }, [loaded]);
  if (!loaded) return null;
  return (
    <loaded.Toaster
      position="bottom-center"
      duration={4500}
      visibleToasts={3}
      containerAriaLabel={label}
    />
  );
}
