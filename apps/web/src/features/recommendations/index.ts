// What other features may embed from recommendations (e.g. the course page).
export { type RecommendedCourse, useRecommendedCourses } from './api/getRecommendedCourses';
export { RecommendedCourses, type RecommendedCoursesProps } from './components/RecommendedCourses';
