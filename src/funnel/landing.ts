/** Longer than any page address of the site; a longer one is cut, and counted as what is left. */
const MAX_LANDING = 120;

/**
 * The page a visit landed on, as the funnel groups it: its path without the query (campaign tags
 * and click ids say the channel, not the page) and without a trailing slash.
 */
export function landingOf(landingPage: string): string {
  let path: string;
  try {
    path = new URL(landingPage, "https://landing.invalid").pathname;
  } catch {
    return "/";
  }
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (trimmed || "/").slice(0, MAX_LANDING);
}
