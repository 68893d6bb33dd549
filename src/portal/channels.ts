import "server-only";
import { channelList } from "@/lib/outbox/channel";
import { businessMail, ntfyChannel, pushChannel } from "@/leads/server";
import type { PortalChannelId } from "./channel-ids";
import { digestMail, digestOf } from "./digest-mail";
import {
  claimHomeownerMail,
  claimNoticeForOffice,
  claimNoticeOf,
  claimOfficeMail,
} from "./claim-notices";
import {
  changeOrderOfficeMail,
  changeOrderSentMail,
  noticeForOffice,
  noticeOf,
} from "./change-order-notices";
import { answerMail, forOffice, messageOf, officeAlertOf, officeMail } from "./message-alerts";
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
  portal_message_staff: businessMail(
    "E-mail to the project manager about a homeowner's message",
    forOffice,
    officeMail,
  ),
  portal_message_ntfy: ntfyChannel("Phone alert (ntfy)", "speech_balloon", officeAlertOf),
  portal_message_push: pushChannel(
    "Alert to the devices with alerts on",
    "everyone",
    async (d) => ({
      ...(await officeAlertOf(d)),
      tag: `job-message-${d.subjectId}`,
    }),
  ),
  portal_answer: businessMail("Answer e-mailed to the homeowner", messageOf, answerMail),
  change_order_homeowner: businessMail(
    "Change order e-mailed to the homeowner to sign",
    noticeOf,
    changeOrderSentMail,
  ),
  claim_office: businessMail(
    "E-mail to the project manager about a homeowner's warranty claim",
    claimNoticeForOffice,
    claimOfficeMail,
  ),
  claim_homeowner: businessMail(
    "The office's answer to a warranty claim, e-mailed to the homeowner",
    claimNoticeOf,
    claimHomeownerMail,
  ),
  change_order_office: businessMail(
    "E-mail to the project manager: a change order signed or declined",
    noticeForOffice,
    changeOrderOfficeMail,
  ),
});
