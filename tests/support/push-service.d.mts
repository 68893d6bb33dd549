export type PushReceived = {
  device: string;
  /** The decrypted payload, as the service worker reads it. */
  message: Record<string, unknown>;
  /** The VAPID public key that signed it (base64url). */
  signedBy: string;
  claims: { aud: string; exp: number; sub: string };
  headers: { ttl?: string; urgency?: string; topic?: string };
  /** When it arrived (Date.now()). */
  at: number;
};

export type PushSubscriptionJson = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type PushService = {
  /** `127.0.0.1:<port>`, for PUSH_SERVICE_HOSTS. */
  host: string;
  /** The PEM file a server process trusts through NODE_EXTRA_CA_CERTS. */
  certFile: string;
  cert: Buffer;
  received: PushReceived[];
  refused: { device: string; reason: string }[];
  /** What a device's endpoint answers instead of 201, e.g. 410 once it is gone. */
  answers: Map<string, number>;
  timing: { delayMs: number };
  subscribe(name: string): PushSubscriptionJson;
  close(): Promise<void>;
};

export function startPushService(): Promise<PushService>;
