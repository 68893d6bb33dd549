import "server-only";
import { business } from "@/config/business";
import { serverEnv } from "@/config/env";

/** Where leads go, read at call time so tests and restarts see the current environment. */
export function deliveryConfig() {
  const env = serverEnv();
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? business.email,
    notifyTo: env.LEAD_NOTIFY_TO ?? business.email,
    webhookUrl: env.LEAD_WEBHOOK_URL,
    webhookSecret: env.LEAD_WEBHOOK_SECRET,
  };
}
