/**
 * What other concepts use of the photos: the pictures, how a page draws them, how a share image
 * crops them. What only the server may run is in ./server.
 */
export { SiteImage } from "./components/site-image";
export { Gallery } from "./components/gallery";
export { PhotoRow } from "./components/photo-row";
export { getImage, imageIds, type Photo } from "./images";
export { coverCrop, focalPoint } from "./cover-crop";
