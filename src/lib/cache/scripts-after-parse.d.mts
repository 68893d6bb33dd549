export function scriptsAfterParse(html: string): string;
