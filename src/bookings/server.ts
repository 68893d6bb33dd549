/**
 * What other concepts use of the bookings on the server: ending a departing account's address,
 * booking a job's warranty visit onto the calendar, and which leads booked a consultation.
 */
export { leadsThatBooked } from "./booked-leads";
export { forgetCalendarFeedOf } from "./calendar-feed-store";
export { bookWarrantyVisit } from "./staff";
export { getAppointment } from "./store";
export { bookingOffersOf, openTimes } from "./offers";
export { whenInWords } from "./when";
export { timeChoices, type TimeChoices } from "./admin/agenda";
