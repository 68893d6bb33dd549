/** The messages the portal sends through the outbox. Stored with every delivery: never renamed. */
export const portalChannelIds = [
  "portal_link",
  "portal_invitation",
  "portal_digest",
  "portal_message_staff",
  "portal_message_ntfy",
  "portal_message_push",
  "portal_answer",
  "change_order_homeowner",
  "change_order_office",
  "claim_office",
  "claim_homeowner",
] as const;

export type PortalChannelId = (typeof portalChannelIds)[number];

/** The subject of a sign-in link's e-mail (a `portal_links` row). */
export const PORTAL_LINK_SUBJECT = "portal-link";
/** The subject of a homeowner's invitation (a `portal_invitations` row). */
export const PORTAL_INVITATION_SUBJECT = "portal-invitation";
/** The subject of a day's digest for one job (a `portal_digests` row). */
export const PORTAL_DIGEST_SUBJECT = "portal-digest";

/** The office's channels a homeowner's message is alerted through. */
export const messageAlertIds = {
  email: "portal_message_staff",
  ntfy: "portal_message_ntfy",
  push: "portal_message_push",
} as const satisfies Record<string, PortalChannelId>;
