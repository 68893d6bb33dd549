export function structuredDataOnce(html: string): string;
