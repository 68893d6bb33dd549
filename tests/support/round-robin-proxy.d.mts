export function startRoundRobinProxy(
  backends: string[],
): Promise<{ url: string; stop: () => Promise<void> }>;
