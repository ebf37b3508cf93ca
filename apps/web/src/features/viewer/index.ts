// What other parts of the web app may use from viewer.
export { useCourseContent } from './api/getCourseContent';
