export type NtfyPublish = {
  path: string;
  auth?: string;
  body: Record<string, unknown>;
  /** When it arrived (Date.now()). */
  at: number;
};

export type NtfyStandIn = {
  received: NtfyPublish[];
  state: { answer: number };
  topicUrl: string;
  close(): Promise<void>;
};

export function startNtfyStandIn(): Promise<NtfyStandIn>;
