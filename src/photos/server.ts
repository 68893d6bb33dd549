/** What other concepts use of the photos on the server: stored files and the seeded pictures. */
export { photoOf } from "./public";
export { storedPhotoFile } from "./photo-file";
export { illustrationPhotoIds, illustrationPhotos } from "./seed";
