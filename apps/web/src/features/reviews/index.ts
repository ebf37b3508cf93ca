// Public surface of reviews for other features: the course section, the summary on cards, the form.

export { useHideReview, useMyReview } from './api/reviews';
export { CourseReviews } from './components/CourseReviews';
export { PlatformReview } from './components/PlatformReview';
export { RatingSummary } from './components/RatingSummary';
export { ReviewForm } from './components/ReviewForm';
