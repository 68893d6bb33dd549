/**
 * The kinds of page the site's speed is reported by: pages of one kind share their layout and
 * weight, so one figure per kind says where to look. Read from the address on the server, so a
 * report cannot name a kind that does not exist.
 */
export const TEMPLATES = [
  "home",
  "service",
  "city",
  "idea",
  "article",
  "tools",
  "contact",
  "other",
] as const;
export type Template = (typeof TEMPLATES)[number];

const BY_PREFIX: readonly [RegExp, Template][] = [
  [/^\/?$/, "home"],
  [/^\/services\//, "service"],
  [/^\/service-area\//, "city"],
  [/^\/(ideas|projects)(\/|$)/, "idea"],
  [/^\/(blog\/|resources$)/, "article"],
  [/^\/tools(\/|$)/, "tools"],
  [/^\/contact$/, "contact"],
];

/** The kind of page at a path of the site, in either edition (`/es` + the same path). */
export function templateOf(path: string): Template {
  const bare = path
    .split(/[?#]/)[0]!
    .replace(/^\/es(?=\/|$)/, "")
    .replace(/\/+$/, "");
  return BY_PREFIX.find(([pattern]) => pattern.test(bare))?.[1] ?? "other";
}
