/** How a page shows the reviews (components: kept out of ./index, which plain scripts also read). */
export { ReviewSlide } from "./components/review-slide";
export { ReviewsCarousel } from "./components/reviews-carousel";
