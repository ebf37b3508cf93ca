// What other parts of the web app may use from dashboards.
export { useCourseOptions } from './api/getCourseOptions';
export { CourseFilter } from './components/CourseFilter';
