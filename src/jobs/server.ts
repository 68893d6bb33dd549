import "server-only";

/**
 * What other concepts read of the jobs: the jobs table (a portal invitation belongs to a job), a
 * homeowner's jobs as their portal shows them (with their photos), what a job's payments come
 * to, and its change orders (their words, their signature, their PDF).
 */
export {
  addressKey,
  homeownerJobs,
  jobIdsOf,
  jobsUpdatedOn,
  ownJob,
  ownPhoto,
  updatesOn,
} from "./homeowner-jobs";
export type {
  HomeownerJob,
  HomeownerPhoto,
  HomeownerUpdate,
  PhotoFiles,
  UpdatedJob,
} from "./homeowner-jobs";
export {
  HOMEOWNER_MESSAGES_PER_HOUR,
  messagesOf,
  postHomeownerMessage,
} from "./homeowner-messages";
export type { AttachedPhoto } from "./homeowner-photos";
export type {
  AboutChoice,
  HomeownerMessage,
  MessageAbout,
  MessageProblem,
} from "./homeowner-messages";
export { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS } from "./messages-collection";
export { JOB_MESSAGE_SUBJECT } from "./channel-ids";
export { isJobPhotoSize, JOB_PHOTO_SIZES, type JobPhotoSize } from "./photo-sizes";
export { paymentStanding } from "./payments";
export { jobMessageRows, jobRows } from "./tables";
export { JOB_COLLECTIONS } from "./private-records";
export { CHANGE_ORDER_NOTICE_SUBJECT, CLAIM_NOTICE_SUBJECT } from "./channel-ids";
export { CLAIM_MAX_LENGTH, CLAIM_MAX_PHOTOS } from "./claims/collection";
export {
  CLAIMS_PER_DAY,
  fileWarrantyClaim,
  type ClaimProblem,
  type HomeownerClaim,
} from "./claims/homeowner-claims";
export { claimNotices, claimRows } from "./claims/tables";
export { applySignedChanges } from "./change-orders/apply";
export { contractOf } from "./change-orders/contract";
export { changeOrderCopyIn, type ChangeOrderCopy } from "./change-orders/copy";
export type { ChangeOrderDocument, SignedChangeOrder } from "./change-orders/document";
export { signedAmount } from "./change-orders/effects";
export { changeOrderPdf, effectLines } from "./change-orders/pdf";
export {
  changeRefusals,
  declineChangeOrder,
  DECLINE_REASON_MAX,
  signChangeOrder,
  type ChangeRefusal,
} from "./change-orders/sign";
export { changeOrderView, type ChangeOrderView } from "./change-orders/store";
export { changeOrderNotices, changeOrderRows } from "./change-orders/tables";
