import "server-only";
import { channelList, type ChannelSetting } from "@/lib/outbox/channel";
import { deliveryKey } from "@/lib/outbox/message-id";
import { waitText } from "@/business";
import { waitedMinutes } from "@/leads/response-clock/reminders";
import { reviewRequestEmail } from "@/leads/review-request/email";
import { reviewOptOutUrl } from "@/leads/review-request/opt-out-link";
import { hasOptedOutOfReviews } from "@/leads/review-request/store";
import { leadAdminUrl, leadAlertText, reminderAlertText } from "./alert-text";
import { bookingOfferFor } from "./booking-offer";
import type { LeadChannelId } from "./channel-ids";
import { deliveryConfig } from "./delivery-config";
import { ntfyChannel, pushChannel } from "./alert-channels";
import { aboutLead, leadMail, leadOf } from "./lead-mail";
import { homeownerConfirmation, ownerNotification, ownerReminder } from "./mail";
import { postWebhook } from "./webhook";

export type { LeadChannelId } from "./channel-ids";

const webhookSetting: ChannelSetting = {
  name: "LEAD_WEBHOOK_URL",
  isSet: () => Boolean(deliveryConfig().webhookUrl),
};

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
  ntfy: ntfyChannel("Phone alert (ntfy)", "house", async (delivery) =>
    leadAlertText(await leadOf(delivery)),
  ),
  ntfy_reminder: ntfyChannel(
    '"Still waiting" phone alert (ntfy)',
    "hourglass",
    async (delivery) => {
      const lead = await leadOf(delivery);
      return reminderAlertText(lead, await waitedMinutes(lead));
    },
  ),
  push: pushChannel("Alert to the devices with alerts on", "everyone", async (delivery) => {
    const lead = await leadOf(delivery);
    return { ...leadAlertText(lead), tag: `lead-${lead.id}` };
  }),
  push_reminder: pushChannel(
    '"Still waiting" alert to the owners\' devices',
    "owners",
    async (delivery) => {
      const lead = await leadOf(delivery);
      return {
        ...reminderAlertText(lead, await waitedMinutes(lead)),
        tag: `lead-${lead.id}`,
      };
    },
  ),
});
