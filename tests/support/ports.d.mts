export function freeTcpPort(): Promise<number>;
export function untilListening(
  port: number,
  timeoutMs?: number,
  exited?: () => boolean,
): Promise<void>;
