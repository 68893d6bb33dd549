/** What other concepts use of the city pages: a page's shape, and the template its copy fills. */
export type { CityPage } from "./cities";
export { cityTemplateFor } from "./city-template";
