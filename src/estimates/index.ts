/**
 * What other concepts use of the estimates' arithmetic, on either side: how a priced line comes
 * to its amount, how the admin checks a percent, and how a page prints a quantity or a percent.
 * Reading and signing estimates is in ./server.
 */
export { lineTotal, QUANTITY_SCALE } from "./pricing";
export { percentText, quantityText } from "./figure-text";
export { percentProblem } from "./admin/amounts";
