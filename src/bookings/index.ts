/** What other concepts use of the bookings: the appointments page, and the cookie of a new feed. */
export {
  APPOINTMENTS_ADMIN_PATH,
  NEW_FEED_COOKIE,
  NEW_FEED_COOKIE_SECONDS,
} from "./admin/addresses";
