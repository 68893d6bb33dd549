export function classesOfSelector(selector: string): string[] | undefined;
export function classesOfPage(html: string): Set<string>;
export function rulesInUse(css: string, html: string): string;
