/** What other concepts use of the bookings: the cookie that carries a new calendar feed's address. */
export { NEW_FEED_COOKIE, NEW_FEED_COOKIE_SECONDS } from "./admin/addresses";
