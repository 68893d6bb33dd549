/**
 * A kept page's stylesheet links, written into the page as <style> elements holding the rules
 * the page can use (rules-in-use.mjs), so its first paint waits for no second request (bench: LCP
 * of content pages 1.5 s inlined, 2.4–2.8 s linked).
 * Done here rather than by the framework's own inlining, which put the stylesheet in the page
 * twice (its <style>, and the page data the scripts read), 84 of the home page's 235 KB.
 *
 * Only the framework's own stylesheets (`/_next/static/…css`) are inlined; a link whose file
 * cannot be read is left as it is. The scripts, finding no link, load the file once more after
 * the page is shown: the same rules, cached for the next page, never in the way of the first paint.
 */
import { rulesInUse } from "./rules-in-use.mjs";

const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+\.css)" data-precedence="([\w-]+)"\/>/g;

/**
 * @param {string} html
 * @param {(href: string) => string | undefined} readStylesheet the file's text, or undefined
 */
export function inlineStylesheets(html, readStylesheet) {
  return html.replace(STYLESHEET_LINK, (link, href, precedence) => {
    const css = readStylesheet(href);
    // A stylesheet cannot close its own element; one that seems to is left linked.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style data-precedence="${precedence}" data-href="${href}">${rulesInUse(css, html)}</style>`;
  });
}
