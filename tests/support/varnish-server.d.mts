export type VarnishServer = { url: string; port: number; stop: () => Promise<void> };
export function startVarnish(backend: string, options?: { port?: number }): Promise<VarnishServer>;
