/**
 * A kept page's framework scripts, marked to run once the page is parsed (`defer`) rather than
 * the moment each arrives (`async`). Arriving before the parser reached the main content, they
 * ran first: the page's text was painted only after the framework had started, and the first
 * screen waited for it (the bench charged every script to the largest paint). Deferred, the whole
 * page is parsed and painted first, then the same scripts run in the same order they are written,
 * with the page data, which inline scripts push as the parser meets them, all there.
 *
 * Only the framework's own chunks (`/_next/static/…js` with `async`) change; any other script,
 * and a page whose scripts are written in another shape, is left as it is.
 */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;

/** @param {string} html */
export function scriptsAfterParse(html) {
  return html.replace(ASYNC_CHUNK, '<script src="$1" defer=""></script>');
}
