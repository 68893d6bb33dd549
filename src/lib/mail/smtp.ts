import "server-only";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

export type Email = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** For mail a person can ask to stop: the https address that stops it in one click (RFC 8058). */
  unsubscribeUrl?: string;
  /**
   * An iCalendar invitation, sent as the message's text/calendar part with its method (what
   * Google Calendar, Apple Calendar and Outlook offer to add in one tap) and as an .ics file.
   */
  invitation?: { method: "REQUEST" | "CANCEL"; content: string };
  /** Files sent with the message, e.g. a signed estimate's PDF. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

const SMTP_TIMEOUT_MS = 10_000;

/** Sends over SMTP_URL with short timeouts, so a dead server fails fast and the outbox retries. */
export async function sendEmail(
  smtpUrl: string,
  from: { address: string; name: string },
  email: Email,
  messageId?: string,
): Promise<void> {
  const options = {
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
  const transport = nodemailer.createTransport(options as SMTPTransport.Options);
  const { unsubscribeUrl, invitation, ...message } = email;
  try {
    await transport.sendMail({
      from: `"${from.name.replace(/["\\\r\n]/g, "")}" <${from.address}>`,
      ...(messageId ? { messageId } : {}),
      ...message,
      ...(invitation
        ? {
            icalEvent: {
              method: invitation.method,
              filename: invitation.method === "CANCEL" ? "cancelled.ics" : "invite.ics",
              content: invitation.content,
            },
          }
        : {}),
      ...(unsubscribeUrl
        ? {
            list: { unsubscribe: unsubscribeUrl },
            headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          }
        : {}),
    });
  } finally {
    transport.close();
  }
}
