/** What other concepts use of the planning tools: the list, and the band that points to them. */
export { tools, type Tool } from "./tools";
export { ToolsPromo } from "./components/tools-promo";
