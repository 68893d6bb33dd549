import "server-only";
import { serverEnv } from "@/lib/env";

/**
 * Where leads go, read at call time so tests and restarts see the current environment. Without
 * MAIL_FROM or LEAD_NOTIFY_TO, mail goes from and to the business's own address (the owner's
 * facts in the admin).
 */
export function deliveryConfig() {
  const env = serverEnv();
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    notifyTo: env.LEAD_NOTIFY_TO,
    webhookUrl: env.LEAD_WEBHOOK_URL,
    webhookSecret: env.LEAD_WEBHOOK_SECRET,
    ntfyUrl: env.NTFY_URL,
    ntfyToken: env.NTFY_TOKEN,
  };
}

/** Channels that can be sent right now; a lead's other channels are stored as "not configured". */
export function configuredChannels() {
  const config = deliveryConfig();
  return {
    email: Boolean(config.smtpUrl),
    webhook: Boolean(config.webhookUrl),
    ntfy: Boolean(config.ntfyUrl),
  };
}
