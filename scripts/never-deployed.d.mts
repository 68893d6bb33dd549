export const NEVER_DEPLOYED: readonly string[];
export function foldersNeverDeployed(serverFolder: string, builtInto?: string): string[];
