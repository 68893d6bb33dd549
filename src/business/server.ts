/**
 * The business facts as the owner stored them in the admin, and the admin's opening-hours field
 * (the engine's configuration, which only the server runs).
 */
export { factsOrLastKnown, loadBusinessFacts } from "./stored-facts";
export { hoursField } from "./hours-field";
