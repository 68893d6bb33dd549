/** How a page draws the photos (components: kept out of ./index, which plain scripts also read). */
export { SiteImage } from "./components/site-image";
export { Gallery } from "./components/gallery";
export { PhotoRow } from "./components/photo-row";
