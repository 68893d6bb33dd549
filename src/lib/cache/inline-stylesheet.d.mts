export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string | undefined,
): string;
