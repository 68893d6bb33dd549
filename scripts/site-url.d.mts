export function siteUrlFrom(env: Record<string, string | undefined>): string;
export const BUILT_SITE_URL_FILE: string;

export function siteUrlReachProblem(server: {
  siteUrl: string;
  port: string | number;
  host?: string;
}): string | null;
