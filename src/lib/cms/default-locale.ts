import type { CollectionConfig, GlobalConfig, PayloadRequest } from "payload";
import { defaultLocale } from "@/lib/i18n/locale";

/**
 * A request that names no side of the content (a REST call without `?locale=`) reads and writes
 * the English side. Without a fallback the engine would take no side at all: a read would leave
 * out every localized text, and a write would silently drop the texts it was sent. Set before
 * every operation, which is where the engine first reads the request's locale.
 */
function englishUnlessNamed<T>({ args, req }: { args: T; req: PayloadRequest }): T {
  if (!req.locale) req.locale = defaultLocale;
  return args;
}

export function inEnglishUnlessNamed<C extends CollectionConfig | GlobalConfig>(config: C): C {
  const hooks = config.hooks ?? {};
  const before = (hooks.beforeOperation ?? []) as unknown[];
  return {
    ...config,
    hooks: { ...hooks, beforeOperation: [englishUnlessNamed, ...before] },
  } as C;
}
