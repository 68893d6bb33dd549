/** The band that points to the planning tools (a component: kept out of ./index). */
export { ToolsPromo } from "./components/tools-promo";
