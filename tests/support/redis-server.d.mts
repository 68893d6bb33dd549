export type RedisServer = { url: string; port: number; stop: () => Promise<void> };
export function startRedis(): Promise<RedisServer>;
