/** The booking page, and the address its forms post to (app/api/bookings). */
export const BOOKING_PATH = "/book";
export const BOOKING_ACTION = "/api/bookings";
/** What a choice brings; the answer to a post opens scrolled to it. */
export const BOOKING_RESULT_ID = "booking-result";
