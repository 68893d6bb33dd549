/**
 * The part of a stylesheet one page can use: its rules whose every class names an element of the
 * page, with every rule that names no class (the reset, the theme, element and attribute rules).
 *
 * A kept page carries this part in its <style> (bench: 27–31 KB of the site's 47 KB), so its
 * first paint waits for no request and reads no rule meant for another page. The scripts load the
 * whole file after the page is shown (inline-stylesheet.mjs), so a class that only a script adds
 * later is styled by then; a page without scripts adds none.
 */
import postcss from "postcss";

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|[^\x00-\x7f])+)/g;
const ESCAPE = /\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F\n])/g;
const ENTITIES = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/**
 * The class names a selector requires of the page (`.md\\:flex` requires `md:flex`), or
 * undefined when a list of alternatives names a class (`:is(.a, .b)`) and any one would do.
 * A class under `:not()` is not required: the rule applies when it is absent.
 */
export function classesOfSelector(/** @type {string} */ selector) {
  const plain = selector.replace(/"[^"]*"|'[^']*'/g, '""');
  let required = "";
  /** @type {string[]} groups opened, each with its text so far */
  const groups = [];
  for (let at = 0; at < plain.length; at += 1) {
    const char = plain[at];
    if (char === "\\") {
      const escaped = plain.slice(at, at + 2);
      at += 1;
      if (groups.length) groups[groups.length - 1] += escaped;
      else required += escaped;
    } else if (char === "(") {
      groups.push(/:not$/.test(groups.at(-1) ?? required) ? "!" : "");
    } else if (char === ")") {
      const group = groups.pop() ?? "";
      const alternatives = !group.startsWith("!") && /,/.test(group) && CLASS.test(group);
      CLASS.lastIndex = 0;
      if (alternatives) return undefined;
      if (!group.startsWith("!")) {
        if (groups.length) groups[groups.length - 1] += ` ${group}`;
        else required += ` ${group}`;
      }
    } else if (groups.length) groups[groups.length - 1] += char;
    else required += char;
  }
  return [...required.matchAll(CLASS)].map(([, name]) =>
    name.replace(ESCAPE, (_, escaped) =>
      /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
    ),
  );
}

/** Every class named by the page's elements, as the browser reads their attributes. */
export function classesOfPage(/** @type {string} */ html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/<[a-zA-Z][^>]*?\sclass="([^"]*)"/g)) {
    const text = value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
    for (const name of text.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const VARIABLE = /var\(\s*(--[\w-]+)/g;
const variablesIn = (/** @type {string} */ text) =>
  [...text.matchAll(VARIABLE)].map(([, name]) => name);

/**
 * Removes the custom properties nothing reads: a theme colour no kept rule uses, a utility's
 * registered `--tw-*` with its fallback. Read means named by `var()` in a kept rule, in a property
 * that is read, or in the page's own style attributes.
 */
function dropUnreadVariables(
  /** @type {import("postcss").Root} */ root,
  /** @type {string} */ html,
) {
  const read = new Set(variablesIn(html));
  /** @type {Map<string, string[]>} what each custom property's values read */
  const readsOf = new Map();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--")) {
      readsOf.set(decl.prop, [...(readsOf.get(decl.prop) ?? []), ...variablesIn(decl.value)]);
    } else for (const name of variablesIn(decl.value)) read.add(name);
  });
  const pending = [...read];
  while (pending.length > 0) {
    for (const name of readsOf.get(pending.pop() ?? "") ?? []) {
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules("property", (atRule) => {
    if (!read.has(atRule.params.trim())) atRule.remove();
  });
}

/** Removes rules and blocks left empty, from the inside out. */
function dropEmpty(/** @type {import("postcss").Root} */ root) {
  let emptied;
  do {
    emptied = 0;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        emptied += 1;
      }
    });
  } while (emptied > 0);
}

/**
 * @param {string} css the stylesheet, as the build wrote it
 * @param {string} html the page
 */
export function rulesInUse(css, html) {
  const classes = classesOfPage(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // A keyframe's steps (`from`, `50%`) are not selectors of elements.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter(
      (selector) => classesOfSelector(selector)?.every((name) => classes.has(name)) ?? true,
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropUnreadVariables(root, html);
  dropEmpty(root);
  return root.toString();
}
