/** The facts pages read on the server: the business facts with the services' prices. */
export { siteFacts } from "./facts";
export { factsFor, factsOf } from "./read-facts";
