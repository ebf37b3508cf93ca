// What other features may embed from recommendations (e.g. the course page).
export { RecommendedCourses } from './components/RecommendedCourses';
