/**
 * What other concepts use of the leads on the server: a lead, its e-mails and its admin link, its
 * review request's panel, ending a departing account's alert devices, and the leads made since a
 * day (the funnel reads where each came from).
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
export { getLead, leadsSince } from "./store";
export { leads } from "./tables";
