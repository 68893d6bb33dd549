/** The admin's sign-in cookie: the engine's default cookie prefix ("payload") and its token. */
export const SIGN_IN_COOKIE = "payload-token";

/** How long a sign-in lasts before the admin asks for the password again, in seconds. */
export const SIGN_IN_SECONDS = 8 * 60 * 60;
