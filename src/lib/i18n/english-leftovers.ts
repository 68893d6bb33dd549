/**
 * Words that only English writes: a Spanish text holding one of them mixes in English. Names
 * (the business, cities, streets) and units stay as they are in both editions and hold none.
 */
const englishOnly = [
  "the",
  "and",
  "your",
  "you",
  "with",
  "our",
  "we",
  "will",
  "this",
  "that",
  "from",
  "about",
  "estimate",
  "request",
  "free",
  "call",
  "please",
  "here",
  "what",
  "how",
  "why",
  // Spanish says "terraza". Not "ranch": "Josey Ranch" and "Valley Ranch" are names.
  "deck",
  "decks",
];

const englishWord = new RegExp(`\\b(${englishOnly.join("|")})\\b`, "i");

/** The English words a text holds, if any: `[]` for a text written in Spanish. */
export function englishWordsIn(text: string): string[] {
  return text.split(/[^A-Za-zÀ-ÿ']+/).filter((word) => englishWord.test(word) && word.length > 1);
}

/** Every string in a value (copy objects, arrays, nested), with where it sits. */
export function stringsIn(value: unknown, at = "$"): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsIn(item, `${at}[${index}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${at}.${key}`));
  return [];
}

/** The strings of a Spanish copy object that mix in English, as "where: text". */
export function englishLeftovers(value: unknown, allowed: readonly string[] = []): string[] {
  return stringsIn(value)
    .filter(({ text }) => !/^(\/|https?:|tel:|mailto:|#)/.test(text))
    .filter(({ text }) => englishWordsIn(text).some((word) => !allowed.includes(word)))
    .map(({ at, text }) => `${at}: ${text}`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The names (English product names, say) a text holds as written, whole words only: "Complete"
 * is found in "the Complete package", not in "Completo".
 */
export function namesIn(text: string, names: readonly string[]): string[] {
  return names.filter((name) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, "u").test(text),
  );
}
