/** What other concepts use of the reviews: a review's shape and its words; ./ui shows them. */
export type { Review } from "./reviews";
export { reviewWords } from "./review-words";
