/** The keys the contact form keeps its draft and its one form-start report under (components). */
export { DRAFT_KEY } from "./components/draft";
export { FORM_START_SENT } from "./components/form-start";
