/** The admin's appointments page, and where its forms post (Payload's root endpoints). */
export const APPOINTMENTS_ADMIN_PATH = "/admin/appointments";
export const appointmentActionPath = (id: number) => `/api/appointments/${id}`;
export const CALENDAR_FEED_ACTION = "/api/appointments/feed";
export const calendarFeedPath = (token: string) => `/api/appointments/feed/${token}.ics`;
/**
 * The cookie that carries a new calendar address from the form's answer to the page that shows it:
 * only the address's hash is stored, so the page cannot read it anywhere else.
 */
export const NEW_FEED_COOKIE = "new-calendar-address";
/** How long the new address waits for its page, in seconds. */
export const NEW_FEED_COOKIE_SECONDS = 60;
