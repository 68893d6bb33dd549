"use client";

import { Toaster } from "sonner";

/**
 * The site's one toast system. It is mounted by the tools that raise toasts rather than by the
 * root layout, so pages without a tool do not ship it. Spec §9: about 4-5 s, at most 3 visible.
 */
export function ToolToaster() {
  return <Toaster position="bottom-center" duration={4500} visibleToasts={3} />;
}
