/**
 * A kept page's framework scripts, requested only once its first screen has been painted. Written
 * in the head, they were fetched while the page was parsed and ran before its first paint in a
 * fast browser, so the largest paint waited for them (the bench charged every script to it: LCP
 * 1.9–2.9 s on a phone, against about 1.0 s without them). Everything on a public page works
 * before they run (links, the menu, the FAQ, forms), so they can wait one frame.
 *
 * The chunks' tags are taken out and one inline script at the end of the body adds them back,
 * once the page has painted, in the order written and run in that order (`async = false`), with the
 * page data, which inline scripts push as the parser meets them, all there. Only the framework's
 * own chunks (`/_next/static/…js` with `async`) move; any other script, and a page whose scripts
 * are written in another shape, is left as it is. The inline script is allowed by its hash like
 * the page's others (content-security-policy.mjs).
 */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;

/**
 * The browser says when it painted (a `paint` entry). A frame requested before then is not proof
 * of a paint: on a link within the site the browser holds the old page on screen while the new
 * one runs its first frames. A browser without paint entries waits one frame, and a page that
 * never paints (a tab opened behind others) takes its scripts 3 s after it has loaded.
 * @param {readonly string[]} sources
 */
const loaderFor = (sources) =>
  "<script>(function(){var done=false;" +
  "function run(){if(done)return;done=true;" +
  `${JSON.stringify(sources)}.forEach(function(s){` +
  'var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)' +
  "})}" +
  "function soon(){setTimeout(run)}" +
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  'if(types.indexOf("paint")<0)requestAnimationFrame(soon);' +
  "else{var seen=new PerformanceObserver(function(){seen.disconnect();soon()});" +
  'seen.observe({type:"paint",buffered:true})}' +
  'addEventListener("load",function(){setTimeout(run,3000)})' +
  "})()</script>";

/** @param {string} html */
export function scriptsAfterFirstPaint(html) {
  const sources = [...html.matchAll(ASYNC_CHUNK)].map(([, source]) => source ?? "");
  if (sources.length === 0) return html;
  const page = html.replace(ASYNC_CHUNK, "");
  const end = page.lastIndexOf("</body>");
  const at = end < 0 ? page.length : end;
  return page.slice(0, at) + loaderFor(sources) + page.slice(at);
}
