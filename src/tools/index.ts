/** What other concepts use of the planning tools: the list; ./ui has the band that points to them. */
export { tools, type Tool } from "./tools";
