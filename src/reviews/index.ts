/** What other concepts use of the reviews: a review's shape, its words, and how a page shows them. */
export type { Review } from "./reviews";
export { reviewWords } from "./review-words";
export { ReviewSlide } from "./components/review-slide";
export { ReviewsCarousel } from "./components/reviews-carousel";
