/**
 * How a kept page travels compressed: the visitor's choice of encoding, and the header by which
 * the proxy marks a page it answered from the page store (src/lib/cache/kept-page-answer.ts), so
 * the server's front door (scripts/front-door.mjs) sends that page's copy compressed once,
 * instead of the framework compressing it again on every view.
 */

/** Said on a page the proxy answered from the page store, as `x-nextjs-cache` is on the framework's. */
export const KEPT_PAGE_HEADER = "x-page-cache";

/**
 * The encoding to send, from the visitor's Accept-Encoding: brotli, then gzip, as the visitor's
 * weights allow; undefined for none.
 * @param {string | null | undefined} accepted
 * @returns {"br" | "gzip" | undefined}
 */
export function preferredEncoding(accepted) {
  const weights = new Map();
  for (const part of (accepted ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  /** @param {"br" | "gzip"} encoding */
  const weightOf = (encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  /** @type {("br" | "gzip")[]} */
  const usable = ["br", "gzip"];
  return usable
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))[0];
}
