/** The key the contact form keeps its draft under (components). */
export { DRAFT_KEY } from "./components/draft";
