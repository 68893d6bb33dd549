/**
 * A kept page's structured data, written once. The framework renders a page's JSON-LD
 * <script> into the HTML, and again into the data its scripts hydrate the page from: a second
 * copy of every FAQ answer on /faq (17–21 KB). The copy in the data is emptied here; the browser
 * has read the first one already, and hydration leaves a script's text as the HTML wrote it.
 *
 * The data is the text of the page's `self.__next_f.push([1, "…"])` scripts, read as one stream
 * of rows; a JSON-LD text is a row `<id>:T<length in UTF-8 bytes, hex>,<text>`. Only a row whose
 * text is exactly a JSON-LD script of the same page is emptied, so a page in any other shape is
 * left as it was.
 */

const LD_SCRIPT = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g;
const DATA_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const TEXT_ROW = /([0-9a-f]+):T([0-9a-f]+),/g;

/** The framework's own escaping of a string written into an inline script. */
const scriptSafe = (/** @type {string} */ json) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** @param {string} html */
export function structuredDataOnce(html) {
  const texts = new Set([...html.matchAll(LD_SCRIPT)].map(([, text]) => text).filter(Boolean));
  if (texts.size === 0) return html;

  const scripts = [...html.matchAll(DATA_SCRIPT)].map((match) => ({
    match,
    text: /** @type {[number, string]} */ (JSON.parse(match[1]))[1],
  }));
  const stream = scripts.map(({ text }) => text).join("");

  /** @type {{ from: number; to: number; with: string }[]} */
  const cuts = [];
  for (const row of stream.matchAll(TEXT_ROW)) {
    const start = (row.index ?? 0) + row[0].length;
    const bytes = parseInt(row[2], 16);
    for (const text of texts) {
      if (Buffer.byteLength(text) === bytes && stream.startsWith(text, start)) {
        cuts.push({ from: row.index ?? 0, to: start + text.length, with: `${row[1]}:T0,` });
        break;
      }
    }
  }
  if (cuts.length === 0) return html;

  // Each script keeps its own part of the stream, less the cuts that fall in it.
  let offset = 0;
  let result = "";
  let last = 0;
  for (const { match, text } of scripts) {
    const begin = offset;
    const end = offset + text.length;
    offset = end;
    let kept = "";
    let at = begin;
    for (const cut of cuts) {
      if (cut.to <= begin || cut.from >= end) continue;
      kept += stream.slice(at, Math.max(at, cut.from));
      if (cut.from >= begin) kept += cut.with;
      at = Math.min(end, cut.to);
    }
    kept += stream.slice(at, end);
    if (kept === text) continue;
    const index = match.index ?? 0;
    result += html.slice(last, index);
    if (kept)
      result += `<script>self.__next_f.push(${scriptSafe(JSON.stringify([1, kept]))})</script>`;
    last = index + match[0].length;
  }
  return result + html.slice(last);
}
