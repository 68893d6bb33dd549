export function contentSecurityPolicy(options: {
  scriptSources: readonly string[];
  https: boolean;
  dev?: boolean;
}): string;

export function scriptHash(body: string): string;

export function inlineScriptHashes(html: string): string[];

export function cachedPagePolicy(html: string, siteUrl: string): string;
