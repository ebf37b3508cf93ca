// What other parts of the web app may use from courses.

export { useCourse } from './api/getCourse';
export { useAdminCourses } from './api/listAdminCourses';
export { useCourses } from './api/listCourses';
export { useLearnerCourses } from './api/listSubcategoryCourses';
export { CourseCard } from './components/CourseCard';
export { CourseGrid } from './components/CourseGrid';
export { EnrolButton } from './components/EnrolButton';
