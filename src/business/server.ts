/** The business facts as the owner stored them in the admin (only the server reads them). */
export { factsOrLastKnown, loadBusinessFacts } from "./stored-facts";
