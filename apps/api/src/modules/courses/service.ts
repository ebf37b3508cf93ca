// Reading courses: the public and learner catalogue, the admin list and detail, a learner's enrolments.
// Also what other modules may ask of courses (counts per category for the categories module).
import {
  type AdminCourseListQuery,
  type Course,
  type CourseListQuery,
  type EnrolledCourse,
  type EnrolledCourseQuery,
  levelFromStored,
  roles,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { authorScope, canAuthorCourse } from './access';
import * as eq from './enrolment-queries';
import { toWireCourseDetail, toWireCourses } from './mapper';
import * as q from './queries';

export type { Viewer } from './queries';

export interface ReadDeps {
  db: Database;
  engine: Engine;
}

export interface Page<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number };
}

export const courseNotFound = () => new AppError(404, 'error.courseNotFound');

/** Counts one more subscriber (the enrolments module calls it once per new enrolment, in its transaction). */
export async function addSubscriber(db: Database, courseId: number): Promise<void> {
  await eq.incrementSubscribers(db, courseId);
}

/** Counts `count` more subscribers of one course (several learners enrolled at once). */
export async function addSubscribers(db: Database, courseId: number, count: number): Promise<void> {
  await eq.addSubscribers(db, courseId, count);
}

/** Counts one more subscriber of each course (one learner enrolled in several at once). */
export async function addSubscriberToEach(db: Database, courseIds: number[]): Promise<void> {
  await eq.incrementSubscribersOf(db, courseIds);
}

function filtersOf(query: CourseListQuery): q.CourseFilters {
  const { page, per_page, sort, ...filters } = query;
  return filters;
}

/** `GET /api/courses`, `GET /api/user/courses`: the catalogue as this viewer sees it. */
export async function listCatalogue(
  deps: ReadDeps,
  viewer: q.Viewer | null,
  query: CourseListQuery,
): Promise<Page<Course>> {
  const { rows, total } = await q.listCourses(
    deps.db,
    deps.engine,
    { catalogue: viewer, adminRole: roles.admin },
    filtersOf(query),
    query.sort,
    query,
  );
  return {
    data: await toWireCourses(deps.db, rows, viewer),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

/** `GET /api/user/courses/subcategory/{id}`: 404 unless `id` is a sub category. */
export async function listSubcategoryCatalogue(
  deps: ReadDeps,
  viewer: q.Viewer,
  subcategoryId: number,
  query: CourseListQuery,
): Promise<Page<Course>> {
  const sub = await q.findCategoryRow(deps.db, subcategoryId);
  if (!sub || sub.parent_id === null) throw new AppError(404, 'error.subCategoryNotFound');
  return listCatalogue(deps, viewer, { ...query, subcategory_id: subcategoryId });
}

/**
 * `GET /api/courses/{id}`: 404 for a course missing, deleted, unpublished, inactive, offline or private to
 * others.
 */
export async function getCatalogueCourse(
  deps: ReadDeps,
  viewer: q.Viewer | null,
  id: number,
): Promise<Course> {
  // Admins and the course's authors preview courses that are not open yet; for everyone else those do not exist.
  const author =
    viewer !== null && (await canAuthorCourse(deps.db, { id: viewer.userId, role: viewer.role }, id));
  const row = author
    ? await q.findCourse(deps.db, id)
    : await q.findCatalogueCourse(deps.db, viewer, roles.admin, id);
  if (!row) throw courseNotFound();
  return toWireCourseDetail(deps.db, row, viewer, { admin: author });
}

/** `GET /api/admin/courses`: every course not deleted, or for an instructor or designer the ones they author. */
export async function listAdminCourses(
  deps: ReadDeps,
  viewer: q.Viewer,
  query: AdminCourseListQuery,
): Promise<Page<Course>> {
  const { rows, total } = await q.listCourses(
    deps.db,
    deps.engine,
    { authorId: authorScope({ id: viewer.userId, role: viewer.role }) },
    filtersOf(query),
    query.sort,
    query,
  );
  return {
    data: await toWireCourses(deps.db, rows, viewer),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

export async function getAdminCourse(db: Database, viewer: q.Viewer, id: number): Promise<Course> {
  const row = await q.findCourse(db, id);
  if (!row) throw courseNotFound();
  return toWireCourseDetail(db, row, viewer, { admin: true });
}

/** `GET /api/user/enrolled-courses`: the learner's courses, the latest enrolment first. */
export async function listEnrolledCourses(
  deps: ReadDeps,
  viewer: q.Viewer,
  query: EnrolledCourseQuery,
): Promise<Page<EnrolledCourse>> {
  const { rows, total } = await eq.listEnrolled(deps.db, deps.engine, viewer.userId, query, query);
  const courses = await toWireCourses(
    deps.db,
    rows.map(
      ({ enrolment_status, enrolment_level, enrolment_progress, enrolled_at, completed_at, ...course }) =>
        course,
    ),
    viewer,
  );
  return {
    data: courses.map((course, i) => {
      const r = rows[i];
      return {
        ...course,
        enrolment: {
          status: r.enrolment_status,
          level: levelFromStored(r.enrolment_level),
          progress: r.enrolment_progress,
          enrolled_at: r.enrolled_at,
          completed_at: r.completed_at,
        },
      };
    }),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

/**
 * Courses per category (see `q.courseCountsByCategory`): every course not deleted, or with `viewer` given
 * (null for a visitor) only that viewer's catalogue.
 */
export function courseCountsByCategory(
  db: Database,
  categoryIds: number[],
  catalogue: { viewer: q.Viewer | null } | null,
): Promise<Map<number, number>> {
  return q.courseCountsByCategory(
    db,
    categoryIds,
    catalogue ? { viewer: catalogue.viewer, adminRole: roles.admin } : null,
  );
}

/** How many courses, live and deleted, are filed under these categories (deleting a category needs none). */
export function coursesUsingCategories(db: Database, categoryIds: number[]) {
  return q.coursesUsingCategories(db, categoryIds);
}
