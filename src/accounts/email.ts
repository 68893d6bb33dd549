import "server-only";
import type { EmailAdapter } from "payload";
import { defaultSiteFacts, lastKnownFacts } from "@/business";
import { serverEnv } from "@/lib/env";
import { sendEmail } from "@/lib/mail/smtp";

const asText = (html: string) =>
  html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>[^<]*<\/a>/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+\n/g, "\n")
    .trim();

/**
 * The admin's e-mail (password resets) goes out the way lead e-mails do: SMTP_URL, from
 * MAIL_FROM. Without SMTP_URL nothing is sent and the log says so, without the reset link (a
 * link in a log is a way into the account for whoever reads the log).
 */
export const adminEmail: EmailAdapter = ({ payload }) => ({
  name: "site-smtp",
  // The engine's own From line; sendEmail below writes the real one from the owner's facts.
  defaultFromAddress: serverEnv().MAIL_FROM ?? defaultSiteFacts.business.email,
  defaultFromName: defaultSiteFacts.business.name,
  sendEmail: async (message) => {
    const { SMTP_URL: smtpUrl, MAIL_FROM: mailFrom } = serverEnv();
    const to = String(message.to);
    const subject = String(message.subject ?? "");
    if (!smtpUrl) {
      payload.logger.error(`Not sent to ${to} ("${subject}"): SMTP_URL is not set.`);
      return;
    }
    const html = String(message.html ?? "");
    // The facts the reset e-mail's own text just read; reading again here would wait for the
    // sign-in's transaction, which is still open.
    const { business } = lastKnownFacts();
    // Not awaited: the reset's transaction stays open until this returns, and a slow or absent
    // SMTP server must not hold the database (the answer is the same whether or not it is sent).
    void sendEmail(
      smtpUrl,
      { address: mailFrom ?? business.email, name: business.name },
      {
        to,
        subject,
        html,
        text: typeof message.text === "string" ? message.text : asText(html),
      },
    ).catch((error: unknown) =>
      payload.logger.error(`Not sent to ${to} ("${subject}"): ${String(error)}`),
    );
  },
});
