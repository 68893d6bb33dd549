import "server-only";
import { channelList } from "@/lib/outbox/channel";
import { businessMail } from "@/leads/server";
import type { PortalChannelId } from "./channel-ids";
import { digestMail, digestOf } from "./digest-mail";
import { invitationMail, invitationOf, linkMail, linkOf } from "./messages";

/** Each message the portal sends, and how the admin names it. */
export const portalChannels = channelList<PortalChannelId>({
  portal_link: businessMail("Sign-in link e-mailed to the homeowner", linkOf, linkMail),
  portal_invitation: businessMail(
    "Invitation to the project page e-mailed to the homeowner",
    invitationOf,
    invitationMail,
  ),
  portal_digest: businessMail("Daily e-mail of the updates to the homeowner", digestOf, digestMail),
});
