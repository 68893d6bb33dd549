/** What the site's pages render of the field speed: the sampled views' reporter. */
export { FieldSpeed } from "./components/field-speed";
