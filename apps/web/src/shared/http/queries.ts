// The one query-key factory of the web app and the one fetcher of each endpoint a learner's pages share
// (docs/design/architecture.md §4): the pages, the route loaders and the mutations that refresh them all take
// their keys from here, so a key cannot be spelt two ways and an invalidation cannot miss its query.
import {
  type CompletedCourse,
  type Course,
  type CourseContent,
  type CourseGainsWire,
  type EnrolledCourse,
  type LearningPathWire,
  type MediaItem,
  type PaginationMeta,
  type PlayerStateWire,
  pagination,
  type User,
  type UserDashboard,
} from '@parcours/shared';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Camelize } from './case';
import { getData, http } from './client';

/** A page's position in a list, as every paginated answer gives it. */
export type PageMeta = Camelize<PaginationMeta>;

export interface ListPage<T> {
  data: T[];
  meta: PageMeta;
}

export interface EnrolledCoursesQuery {
  page: number;
  perPage?: number;
  status?: 'enrolled' | 'completed';
  search?: string;
}

/**
 * Every key starts with its area; what belongs to the signed-in learner starts with 'learner', so that one
 * invalidation refreshes all of it when their progress changes.
 */
export const queryKeys = {
  courses: ['courses'] as const,
  course: (courseId: number) => ['courses', 'one', courseId] as const,
  learner: ['learner'] as const,
  dashboard: () => ['learner', 'dashboard'] as const,
  enrolledCourses: (query?: EnrolledCoursesQuery) =>
    query ? (['learner', 'enrolled-courses', query] as const) : (['learner', 'enrolled-courses'] as const),
  completedCourses: (page: number, perPage: number) =>
    ['learner', 'completed-courses', page, perPage] as const,
  learnerCourse: (courseId: number) => ['learner', 'course', courseId] as const,
  /** The reasons come translated: the language is part of the key. */
  path: (courseId: number, language: string) => ['learner', 'course', courseId, 'path', language] as const,
  gains: (courseId: number) => ['learner', 'course', courseId, 'gains'] as const,
  content: (courseId: number) => ['learner', 'course', courseId, 'content'] as const,
  player: (courseId: number) => ['learner', 'course', courseId, 'player'] as const,
  quizScores: (page?: number, perPage?: number) =>
    page === undefined
      ? (['learner', 'quiz-scores'] as const)
      : (['learner', 'quiz-scores', page, perPage] as const),
  certificates: (page?: number) =>
    page === undefined
      ? (['learner', 'certificates'] as const)
      : (['learner', 'certificates', page] as const),
} as const;

export type CourseItem = Camelize<Course>;
export type UserItem = Camelize<User>;
export type MediaData = Camelize<MediaItem>;
export type UserDashboardData = Camelize<UserDashboard>;
export type EnrolledCourseItem = Camelize<EnrolledCourse>;
export type CompletedCourseItem = Camelize<CompletedCourse>;
export type LearningPath = Camelize<LearningPathWire>;
export type CourseGains = Camelize<CourseGainsWire>;
export type Content = Camelize<CourseContent>;
export type PlayerState = Camelize<PlayerStateWire>;

const validId = (courseId: number) => Number.isInteger(courseId) && courseId > 0;

/** GET /api/courses/{courseId}: the course as the catalogue and the learner's pages show it. */
export function courseQuery(courseId: number) {
  return queryOptions({
    queryKey: queryKeys.course(courseId),
    queryFn: () => getData(http.get<{ data: CourseItem }>(`/courses/${courseId}`)),
    enabled: validId(courseId),
  });
}

/** GET /api/user/dashboard: the learner's courses with progress and gains, latest quiz results and counts. */
export function dashboardQuery() {
  return queryOptions({
    queryKey: queryKeys.dashboard(),
    queryFn: () => getData(http.get<{ data: UserDashboardData }>('/user/dashboard')),
  });
}

/** GET /api/user/enrolled-courses: the learner's courses with their enrolment (status, level, progress). */
export function enrolledCoursesQuery(query: EnrolledCoursesQuery) {
  return queryOptions({
    queryKey: queryKeys.enrolledCourses(query),
    queryFn: async () =>
      (
        await http.get<ListPage<EnrolledCourseItem>>('/user/enrolled-courses', {
          params: { perPage: pagination.rowsPerPage, ...query },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/completed-courses: the learner's completed courses with their gains, page by page. */
export function completedCoursesQuery(page: number, perPage: number = pagination.rowsPerPage) {
  return queryOptions({
    queryKey: queryKeys.completedCourses(page, perPage),
    queryFn: async () =>
      (
        await http.get<ListPage<CompletedCourseItem>>('/user/completed-courses', {
          params: { page, perPage },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/courses/{courseId}/path: the learner's path, rebuilt by the server on each read. */
export function pathQuery(courseId: number, language: string) {
  return queryOptions({
    queryKey: queryKeys.path(courseId, language),
    queryFn: () => getData(http.get<{ data: LearningPath }>(`/user/courses/${courseId}/path`)),
    enabled: validId(courseId),
  });
}

/** GET /api/user/courses/{courseId}/gains: pretest, post-test, gain, NLG and time spent in one course. */
export function gainsQuery(courseId: number) {
  return queryOptions({
    queryKey: queryKeys.gains(courseId),
    queryFn: () => getData(http.get<{ data: CourseGains }>(`/user/courses/${courseId}/gains`)),
    enabled: validId(courseId),
  });
}

/** GET /api/courses/{courseId}/content: units, learning objects and sections in the author's order. */
export function contentQuery(courseId: number) {
  return queryOptions({
    queryKey: queryKeys.content(courseId),
    queryFn: () => getData(http.get<{ data: Content }>(`/courses/${courseId}/content`)),
    enabled: validId(courseId),
  });
}

/** GET /api/user/courses/{courseId}/player: the resume point and the learning objects the learner opened. */
export function playerQuery(courseId: number) {
  return queryOptions({
    queryKey: queryKeys.player(courseId),
    queryFn: () => getData(http.get<{ data: PlayerState }>(`/user/courses/${courseId}/player`)),
    enabled: validId(courseId),
  });
}

/**
 * After the learner's progress changed (a learning object opened, a quiz submitted, a course completed or a
 * questionnaire answered): their dashboard, course lists, paths, gains, content flags, scores and the course
 * cards all read it, so all of them are read again.
 */
export function refreshLearnerProgress(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.learner }),
    client.invalidateQueries({ queryKey: queryKeys.courses }),
  ]).then(() => undefined);
}
