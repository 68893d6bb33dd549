/**
 * What other concepts use of the bookings on the server: ending a departing account's address,
 * and booking a job's warranty visit onto the calendar.
 */
export { forgetCalendarFeedOf } from "./calendar-feed-store";
export { bookWarrantyVisit } from "./staff";
export { getAppointment } from "./store";
export { bookingOffersOf, openTimes } from "./offers";
export { whenInWords } from "./when";
export { timeChoices, type TimeChoices } from "./admin/agenda";
