/**
 * What other concepts use of the leads on the server: a lead, its e-mails and its admin link, its
 * review request's panel, and ending a departing account's alert devices.
 */
export { ntfyChannel, ownerAlertChannels, pushChannel } from "./delivery/alert-channels";
export { leadAdminUrl, type AlertText } from "./delivery/alert-text";
export {
  businessMail,
  leadMail,
  smtpSetting,
  type LeadMail,
  type MailSender,
} from "./delivery/lead-mail";
export { forgetPushDevicesOf } from "./push/store";
export { reviewState } from "./review-request/review-state";
export { getLead } from "./store";
export { leads } from "./tables";
