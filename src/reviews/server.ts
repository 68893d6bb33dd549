/** The reviews a page shows, as the owner left them in the admin. */
export { shownReviews } from "./public";
