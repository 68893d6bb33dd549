/**
 * What other concepts use of the photos: the pictures and how a share image crops them. How a
 * page draws them is in ./ui, what only the server may run in ./server.
 */
export { getImage, imageIds, type Photo } from "./images";
export { coverCrop, focalPoint } from "./cover-crop";
