/** The endings this project's code files have: a bare name with one ("facts.ts") names a file. */
const codeFileEnding = /\.(ts|tsx|mts|mjs|css)$/;

const trailingPunctuation = /[.,:;!?]+$/;

/** Brackets that open before they close and all close: "app/(site)/layout.tsx". */
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    depth += char === "(" ? 1 : char === ")" ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** A word without the sentence's punctuation around it; brackets that are part of it stay. */
function trimmed(word: string): string {
  let rest = word.replace(trailingPunctuation, "");
  for (;;) {
    const inner = rest.slice(1, -1);
    if (rest.startsWith("(") && rest.endsWith(")") && balanced(inner)) rest = inner;
    else if (rest.startsWith("(") && !balanced(rest)) rest = rest.slice(1);
    else if (rest.endsWith(")") && !balanced(rest)) rest = rest.slice(0, -1);
    else return rest;
    rest = rest.replace(trailingPunctuation, "");
  }
}

/**
 * The words in a comment written like a path: with a slash, or a bare file name with a code
 * file's ending ("facts.ts"). Left out: web addresses, the site's own addresses ("/contact",
 * "/api/leads/:id"), patterns and templates ("src/**", "<concept>/seed.ts"), scoped packages
 * ("@payloadcms/next") and a one-letter head ("W/", an ETag's weak mark); "@/lib/db" is the
 * src/ alias and stays. Prose ("before/after") and packages ("drizzle-orm/libsql") still pass:
 * which words name the repository's files is the repository's to say (repository-paths.ts).
 */
export function pathWordsIn(comment: string): string[] {
  return comment
    .replace(/\b[a-z][a-z+.-]*:\/\/\S*/gi, " ")
    .split(/[\s`'"“”‘’,;|=]+/)
    .map(trimmed)
    .filter(
      (word) =>
        (word.includes("/") || codeFileEnding.test(word)) &&
        !/[<>*{}$:~#%]/.test(word) &&
        !word.startsWith("/") &&
        !/^\w\//.test(word) &&
        (!word.startsWith("@") || word.startsWith("@/")),
    );
}
