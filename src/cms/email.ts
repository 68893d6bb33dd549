import "server-only";
import type { EmailAdapter } from "payload";
import { business } from "@/config/business";
import { deliveryConfig } from "@/lib/leads/delivery-config";
import { sendEmail } from "@/lib/leads/mail";

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
  defaultFromAddress: deliveryConfig().mailFrom,
  defaultFromName: business.name,
  sendEmail: async (message) => {
    const { smtpUrl, mailFrom } = deliveryConfig();
    const to = String(message.to);
    const subject = String(message.subject ?? "");
    if (!smtpUrl) {
      payload.logger.error(`Not sent to ${to} ("${subject}"): SMTP_URL is not set.`);
      return;
    }
    const html = String(message.html ?? "");
    await sendEmail(smtpUrl, mailFrom, {
      to,
      subject,
      html,
      text: typeof message.text === "string" ? message.text : asText(html),
    });
  },
});
