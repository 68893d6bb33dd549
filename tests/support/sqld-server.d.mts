export const SQLD_PACKAGE: string;
export function sqldBinary(): string;
export function startSqld(dir: string): Promise<{ url: string; stop: () => Promise<void> }>;
