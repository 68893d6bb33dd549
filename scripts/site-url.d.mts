export function siteUrlFrom(env: Record<string, string | undefined>): string;
export const BUILT_SITE_URL_FILE: string;
