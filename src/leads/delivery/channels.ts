import "server-only";
import { channelList, type ChannelSetting } from "@/lib/outbox/channel";
import { deliveryKey } from "@/lib/outbox/message-id";
import { deliverPush } from "@/leads/push/send";
import { waitText } from "@/leads/response-clock/business-minutes";
import { waitedMinutes } from "@/leads/response-clock/reminders";
import { reviewRequestEmail } from "@/leads/review-request/email";
import { reviewOptOutUrl } from "@/leads/review-request/opt-out-link";
import { hasOptedOutOfReviews } from "@/leads/review-request/store";
import { leadAdminUrl, leadAlertText, reminderAlertText } from "./alert-text";
import { bookingOfferFor } from "./booking-offer";
import type { LeadChannelId } from "./channel-ids";
import { deliveryConfig } from "./delivery-config";
import { aboutLead, leadMail } from "./lead-mail";
import { homeownerConfirmation, ownerNotification, ownerReminder } from "./mail";
import { ntfyAlert, ntfyReminder, postNtfyAlert } from "./ntfy";
import { postWebhook } from "./webhook";

export type { LeadChannelId } from "./channel-ids";

const ntfySetting: ChannelSetting = {
  name: "NTFY_URL",
  isSet: () => Boolean(deliveryConfig().ntfyUrl),
};

const webhookSetting: ChannelSetting = {
  name: "LEAD_WEBHOOK_URL",
  isSet: () => Boolean(deliveryConfig().webhookUrl),
};

/** Why a device alert reached no one, as the push sender recorded it (leads/push/send.ts). */
const noDevice = (reason: string | null) =>
  `Not sent: ${(reason ?? "no device had alerts on").replace(/^./, (c) => c.toLowerCase())}`;

/** Posts to the ntfy topic; `message` gets the topic from NTFY_URL. */
async function toNtfy(key: string, message: Parameters<typeof postNtfyAlert>[2]) {
  const { ntfyUrl, ntfyToken } = deliveryConfig();
  if (!ntfyUrl) throw new Error("NTFY_URL is not set");
  await postNtfyAlert(ntfyUrl, ntfyToken, message, key);
}

/** Each message a new or waiting lead sends, and how the admin names it. */
export const leadChannels = channelList<LeadChannelId>({
  owner_email: leadMail("E-mail to you", async (_, lead, { owner }) =>
    ownerNotification(lead, owner),
  ),
  homeowner_email: leadMail(
    "Confirmation e-mail to the homeowner",
    async (_, lead, { facts }) => homeownerConfirmation(lead, facts, await bookingOfferFor(lead)),
    // The intake stores it skipped past the daily cap (leads/store.ts).
    { skipped: () => "Not sent: this address already had 3 confirmations in the last 24 hours" },
  ),
  owner_reminder: leadMail('"Still waiting" reminder e-mail to you', async (_, lead, { owner }) =>
    ownerReminder(lead, owner, waitText(await waitedMinutes(lead)), leadAdminUrl(lead)),
  ),
  review_request: leadMail(
    "Review request e-mail to the homeowner",
    async (_, lead, { facts }) => {
      const reviewUrl = facts.business.followUp.reviewUrl;
      if (!reviewUrl) throw new Error("The business facts have no review link");
      // Not sent to an address that opted out after it was queued.
      if (await hasOptedOutOfReviews(lead.email))
        return { skip: "The homeowner opted out of review requests" };
      const optOutUrl = await reviewOptOutUrl(lead.email, lead.language);
      return reviewRequestEmail(lead, facts, reviewUrl, optOutUrl);
    },
    { skipped: () => "Not sent: the homeowner asked for no review requests" },
  ),
  webhook: {
    label: "Webhook",
    needs: webhookSetting,
    send: aboutLead(async (delivery, lead) => {
      const { webhookUrl, webhookSecret } = deliveryConfig();
      if (!webhookUrl) throw new Error("LEAD_WEBHOOK_URL is not set");
      await postWebhook(webhookUrl, webhookSecret, lead, deliveryKey(delivery));
      return undefined;
    }),
  },
  ntfy: {
    label: "Phone alert (ntfy)",
    needs: ntfySetting,
    send: aboutLead(async (delivery, lead) => {
      await toNtfy(deliveryKey(delivery), (topic) => ntfyAlert(lead, topic));
      return undefined;
    }),
  },
  ntfy_reminder: {
    label: '"Still waiting" phone alert (ntfy)',
    needs: ntfySetting,
    send: aboutLead(async (delivery, lead) => {
      const waited = await waitedMinutes(lead);
      await toNtfy(deliveryKey(delivery), (topic) => ntfyReminder(lead, topic, waited));
      return undefined;
    }),
  },
  push: {
    label: "Alert to the devices with alerts on",
    send: aboutLead((delivery, lead) =>
      deliverPush(delivery.id, { ...leadAlertText(lead), tag: `lead-${lead.id}` }, "everyone"),
    ),
    skipped: (delivery) => noDevice(delivery.lastError),
  },
  push_reminder: {
    label: '"Still waiting" alert to the owners\' devices',
    send: aboutLead(async (delivery, lead) =>
      deliverPush(
        delivery.id,
        { ...reminderAlertText(lead, await waitedMinutes(lead)), tag: `lead-${lead.id}` },
        "owners",
      ),
    ),
    skipped: (delivery) => noDevice(delivery.lastError),
  },
});
