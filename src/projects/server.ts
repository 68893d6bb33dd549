/** The projects a page shows, as the owner left them in the admin. */
export { shownProjects } from "./public";
