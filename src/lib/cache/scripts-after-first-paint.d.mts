export function scriptsAfterFirstPaint(html: string): string;
