/**
 * What other concepts use of the photos on the server: stored files, the seeded pictures, and
 * the cleaning every uploaded photo gets (a job's private photos are cleaned the same way).
 */
export { photoOf } from "./public";
export { storedPhotoFile } from "./photo-file";
export { illustrationPhotoIds, illustrationPhotos } from "./seed";
export { cleanUploadedPhotos } from "./clean-upload";
export { PHOTO_TYPES } from "./strip-metadata";
