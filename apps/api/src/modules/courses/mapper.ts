// Course rows -> the `course` wire shape, for a whole page in a fixed number of queries: categories, covers,
// media, unit and learning-object counts, ratings and the caller's enrolments each load once for all the page's
// ids.
import {
  awaitsPayment,
  type Course,
  finalPrice,
  levelFromStored,
  type MediaItem,
  postTestRuleOf,
  roles,
  unitTypes,
} from '@parcours/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { mediaFor } from '../media/service';
import { ratingSummaries } from '../reviews/service';
import * as eq from './enrolment-queries';
import * as q from './queries';

type EnrolmentRow = Awaited<ReturnType<typeof eq.enrolmentsOf>>[number];

/**
 * Covers first (the newest cover leads), then the other media in the author's order. Covers of published public
 * courses are the catalogue's presentation and get public links; every other file gets private ones.
 */
async function courseMedia(db: Kysely<DB>, rows: q.CourseRow[]): Promise<Map<number, MediaItem[]>> {
  const ids = rows.map((r) => r.id);
  const presented = new Set(rows.filter((r) => r.status === 'published' && r.is_public).map((r) => r.id));
  const [covers, all] = await Promise.all([
    mediaFor(db, 'course', ids, 'cover', (id) => presented.has(id)),
    mediaFor(db, 'course', ids),
  ]);
  const result = new Map<number, MediaItem[]>();
  for (const id of ids) {
    const cover = [...(covers.get(id) ?? [])].sort((a, b) => b.id - a.id);
    const coverIds = new Set(cover.map((m) => m.id));
    result.set(id, [...cover, ...(all.get(id) ?? []).filter((m) => !coverIds.has(m.id))]);
  }
  return result;
}

export async function toWireCourses(
  db: Kysely<DB>,
  rows: q.CourseRow[],
  viewer: q.Viewer | null,
): Promise<Course[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const categoryIds = rows.flatMap((r) =>
    r.subcategory_id ? [r.category_id, r.subcategory_id] : [r.category_id],
  );
  const [categories, media, units, objects, enrolments, ratings] = await Promise.all([
    q.categoryRefs(db, categoryIds),
    courseMedia(db, rows),
    q.unitCounts(db, ids),
    q.learningObjectCounts(db, ids),
    viewer ? eq.enrolmentsOf(db, viewer.userId, ids) : Promise.resolve([] as EnrolmentRow[]),
    ratingSummaries(db, ids),
  ]);
  const categoryById = new Map(categories.map((c) => [c.id, { id: c.id, title: c.title }]));
  const unitsByCourse = new Map<number, Map<string, number>>();
  for (const u of units) {
    const byType = unitsByCourse.get(u.course_id) ?? new Map<string, number>();
    byType.set(u.type, Number(u.n));
    unitsByCourse.set(u.course_id, byType);
  }
  const objectsByCourse = new Map(objects.map((o) => [o.course_id, Number(o.n)]));
  const enrolmentByCourse = new Map(enrolments.map((e) => [e.course_id, e]));

  return rows.map((r) => {
    const byType = unitsByCourse.get(r.id) ?? new Map<string, number>();
    const enrolment = enrolmentByCourse.get(r.id);
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      category: categoryById.get(r.category_id) ?? { id: r.category_id, title: '' },
      subcategory: r.subcategory_id ? (categoryById.get(r.subcategory_id) ?? null) : null,
      language: r.language,
      is_paid: r.is_paid,
      price: Number(r.price),
      discount: Number(r.discount),
      final_price: finalPrice({ is_paid: r.is_paid, price: Number(r.price), discount: Number(r.discount) }),
      facilitator: r.facilitator,
      is_public: r.is_public,
      teaching_type: r.teaching_type,
      latitude: r.latitude === null ? null : Number(r.latitude),
      longitude: r.longitude === null ? null : Number(r.longitude),
      // A meeting link (paid courses too) is for the learners enrolled and for admins, never for visitors.
      link: enrolment || viewer?.role === roles.admin ? r.link : null,
      start_time: r.start_time,
      end_time: r.end_time,
      is_sequential: r.is_sequential,
      content_requires_pretest: r.content_requires_pretest,
      completion_requires_quizzes: r.completion_requires_quizzes,
      post_test_rule: postTestRuleOf(r),
      status: r.status,
      payment_confirmation: r.payment_confirmation,
      adapts_media: r.adapts_media,
      is_active: r.is_active,
      is_offline: r.is_offline,
      duration: r.duration,
      created_at: r.created_at,
      educational_units_count: [...byType.values()].reduce((a, b) => a + b, 0),
      learning_objects_count: objectsByCourse.get(r.id) ?? 0,
      subscribed_users_count: r.subscribers_count,
      media: media.get(r.id) ?? [],
      is_subscribed: enrolment !== undefined,
      payment_awaited: enrolment !== undefined && awaitsPayment(r, enrolment),
      student_level: enrolment ? levelFromStored(enrolment.level) : null,
      progress: enrolment ? Math.max(0, Math.min(100, enrolment.progress)) : 0,
      unit_levels: unitTypes.filter((t) => byType.has(t)),
      rating_average: ratings.get(r.id)?.average ?? null,
      ratings_count: ratings.get(r.id)?.count ?? 0,
    };
  });
}

/** One course with what only the detail carries: the unit overview and, for admins, the selected learners. */
export async function toWireCourseDetail(
  db: Kysely<DB>,
  row: q.CourseRow,
  viewer: q.Viewer | null,
  opts: { admin: boolean },
): Promise<Course> {
  const [[course], units, selected] = await Promise.all([
    toWireCourses(db, [row], viewer),
    q.unitOverview(db, row.id),
    opts.admin ? q.selectedUserIds(db, row.id) : Promise.resolve(null),
  ]);
  return {
    ...course,
    educational_units: units.map((u) => ({
      id: u.id,
      title: u.title,
      type: u.type,
      learning_objects_count: u.learning_objects_count,
    })),
    ...(selected ? { selected_user_ids: selected } : {}),
  };
}
