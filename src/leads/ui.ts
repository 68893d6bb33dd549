/** The admin's button, and the key the contact form keeps its draft under (components). */
export { AdminButton } from "./admin/components/admin-button";
export { DRAFT_KEY } from "./components/draft";
