/**
 * Each edition's home page; the Spanish one's is also the prefix of every Spanish address
 * (locale.ts). Alone in its module so that client code needing only this (every page's error
 * boundary) leaves the locale helpers behind.
 */
export const editionHome = { en: "/", es: "/es" } as const;
