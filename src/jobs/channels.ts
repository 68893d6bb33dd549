import "server-only";
import { channelList } from "@/lib/outbox/channel";
import { businessMail, ntfyChannel, pushChannel } from "@/leads/server";
import type { JobChannelId } from "./channel-ids";
import { handoverAlertText, handoverMail, handoverOf } from "./handover-alerts";

/** Each message a job sends, and how the admin names it. */
export const jobChannels = channelList<JobChannelId>({
  job_owner: businessMail("E-mail to you about a job handed to you", handoverOf, handoverMail),
  job_ntfy: ntfyChannel("Phone alert (ntfy)", "construction", async (delivery) =>
    handoverAlertText(await handoverOf(delivery)),
  ),
  job_push: pushChannel("Alert to the owners' devices", "owners", async (delivery) => {
    const handover = await handoverOf(delivery);
    return { ...handoverAlertText(handover), tag: `job-${handover.jobId}` };
  }),
});
