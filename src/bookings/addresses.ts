/**
 * The booking page (its Spanish twin is /es/book), and the address its forms post to
 * (app/api/bookings).
 */
export const BOOKING_PATH = "/book";
export const BOOKING_ACTION = "/api/bookings";
/** What a choice brings; the answer to a post opens scrolled to it. */
export const BOOKING_RESULT_ID = "booking-result";
/**
 * The form's field naming the page's edition, so the answer comes back in it. Not signed: it
 * changes only the language, never whose time is booked.
 */
export const BOOKING_LANGUAGE = "lang";
