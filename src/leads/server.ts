/** What other concepts use of the leads on the server: a lead, its e-mails and its admin link. */
export { leadAdminUrl } from "./delivery/alert-text";
export { leadMail, type LeadMail, type MailSender } from "./delivery/lead-mail";
export { getLead } from "./store";
