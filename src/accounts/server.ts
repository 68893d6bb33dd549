/** What other concepts read of the accounts on the server: who the owners are. */
export { ownerAccountIds } from "./owners";
