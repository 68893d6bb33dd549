/** What other concepts show of the bookings: a list of free times to pick from. */
export { TimeSelect } from "./admin/components/time-select";
export type { TimeChoices } from "./admin/agenda";
