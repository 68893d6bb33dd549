/** The messages the portal sends through the outbox. Stored with every delivery: never renamed. */
export const portalChannelIds = ["portal_link", "portal_invitation", "portal_digest"] as const;

export type PortalChannelId = (typeof portalChannelIds)[number];

/** The subject of a sign-in link's e-mail (a `portal_links` row). */
export const PORTAL_LINK_SUBJECT = "portal-link";
/** The subject of a homeowner's invitation (a `portal_invitations` row). */
export const PORTAL_INVITATION_SUBJECT = "portal-invitation";
/** The subject of a day's digest for one job (a `portal_digests` row). */
export const PORTAL_DIGEST_SUBJECT = "portal-digest";
