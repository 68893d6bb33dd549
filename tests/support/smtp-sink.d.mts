export type ReceivedMail = { from: string; to: string[]; raw: string; messageId: string };

export type SmtpSink = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close: () => Promise<void>;
};

export function startSmtpSink(
  port?: number,
  options?: { acceptDelayMs?: number; rejectCode?: number },
): Promise<SmtpSink>;
