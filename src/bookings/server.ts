/** What other concepts use of the bookings on the server: ending a departing account's address. */
export { forgetCalendarFeedOf } from "./calendar-feed-store";
