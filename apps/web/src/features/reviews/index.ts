// Public surface of reviews for other features: the course section, the summary on cards.
export { CourseReviews } from './components/CourseReviews';
export { HideReviewButton } from './components/HideReviewButton';
export { PlatformReview } from './components/PlatformReview';
export { RatingSummary } from './components/RatingSummary';
