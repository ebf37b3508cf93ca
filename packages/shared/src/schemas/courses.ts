// Wire schemas of courses, the catalogue and enrolment (docs/design/product.md §3, §5 and §7; docs/design/contract.md §1).
import { z } from 'zod';
import { courseSorts, courseStatuses, teachingTypes, unitTypes } from '../constants';
import { categoryRef } from './categories';
import { pageQuery, recordId } from './common';
import { mediaItem } from './users';

/**
 * A time as the server stores it (ISO-8601 UTC), from what forms and query strings send: a date
 * (`2025-03-01`, midnight UTC), a local date-time without zone (`2025-03-01T09:30`, taken as UTC) or a full
 * ISO time. Null when it cannot be read.
 */
export function toIsoTime(input: string): string | null {
  const s = input.trim();
  let candidate = s;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) candidate = `${s}T00:00:00Z`;
  else if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s))
    candidate = `${s.replace(' ', 'T')}Z`;
  else if (!/^\d{4}-\d{2}-\d{2}T/.test(s)) return null;
  const ms = Date.parse(candidate);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 2026-02-31 over to 3 March; a day the calendar does not have is refused instead.
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (date && !/[+-]\d{2}:?\d{2}$/.test(s)) {
    const d = new Date(ms);
    if (d.getUTCDate() !== Number(date[3]) || d.getUTCMonth() + 1 !== Number(date[2])) return null;
  }
  return new Date(ms).toISOString();
}

/** Years a course may start or end in: anything else is a typing slip (docs/security.md, "Validation"). */
export const courseYears = { min: 2000, max: 2100 } as const;

/** What a learner pays: the price less the discount percentage, 0 for a free course, in cents. */
export function finalPrice(c: { is_paid: number | boolean; price: number; discount: number }): number {
  if (!c.is_paid) return 0;
  return Math.round(c.price * (100 - c.discount)) / 100;
}

export type CourseSort = (typeof courseSorts)[number];

const blankToNull = (v: unknown) => (v === '' ? null : v);
const asList = (v: unknown) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]);

/** A yes/no field of a form or JSON body: true/false, 1/0, '1'/'0', 'true'/'false'. */
/** Which post-test counts (docs/design/adaptive.md §2): the first submitted, the best, or the latest. */
export const postTestRules = ['first', 'best', 'latest'] as const;
export type PostTestRule = (typeof postTestRules)[number];

/** A course's post-test rule (docs/design/adaptive.md §2) as stored; `first` for anything unknown. */
export function postTestRuleOf(course: { post_test_rule: string }): PostTestRule {
  return postTestRules.find((rule) => rule === course.post_test_rule) ?? 'first';
}

/**
 * Whether an enrolment waits for an admin to mark its payment received (docs/design/product.md §4): the course
 * costs something, says its payments are confirmed, and this enrolment has no `paid_at` yet.
 */
export function awaitsPayment(
  course: {
    is_paid: number;
    price: number | string;
    discount: number | string;
    payment_confirmation: number;
  },
  enrolment: { paid_at: string | null },
): boolean {
  const price = finalPrice({
    is_paid: course.is_paid,
    price: Number(course.price),
    discount: Number(course.discount),
  });
  return course.payment_confirmation === 1 && price > 0 && enrolment.paid_at === null;
}

export function formFlag(
  requiredKey: 'validation.paidRequired' | 'validation.publicRequired' | 'validation.invalidValue',
) {
  return z.preprocess(
    (v) => {
      if (v === 'true' || v === '1' || v === 1) return true;
      if (v === 'false' || v === '0' || v === 0) return false;
      return v === '' ? undefined : v;
    },
    z.boolean({ error: requiredKey }),
  );
}

const requiredText = (
  key: 'validation.titleRequired' | 'validation.descriptionRequired' | 'validation.facilitatorRequired',
  max: number,
) => z.string({ error: key }).trim().min(1, key).max(max, 'validation.tooLong');

const id = (key: 'validation.categoryRequired' | 'validation.invalidValue') =>
  z.coerce.number({ error: key }).int(key).positive(key);

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(blankToNull, z.coerce.number({ error: 'validation.invalidValue' }).pipe(schema).nullable());

const isoTimeField = z.preprocess(
  blankToNull,
  z
    .string({ error: 'validation.invalidValue' })
    .max(40, 'validation.invalidValue')
    .transform((s, ctx) => {
      const iso = toIsoTime(s);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalidValue' });
        return z.NEVER;
      }
      const year = Number(iso.slice(0, 4));
      if (year < courseYears.min || year > courseYears.max) {
        ctx.addIssue({ code: 'custom', message: 'validation.courseDateRange' });
        return z.NEVER;
      }
      return iso;
    })
    .nullable(),
);

/**
 * Every field of the course form, each with its docs/design/product.md §5 message. No defaults here, so the same
 * fields serve creation (`createCourseBody`) and partial updates (`updateCourseBody`); rules that tie fields
 * together are in `courseRuleIssues`, applied to the course as it will be stored.
 */
export const courseFields = z.object({
  title: requiredText('validation.titleRequired', 200),
  description: requiredText('validation.descriptionRequired', 20_000),
  category_id: id('validation.categoryRequired'),
  subcategory_id: z.preprocess(blankToNull, id('validation.invalidValue').nullable()),
  language: z
    .string({ error: 'validation.languageRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.languageRequired')
    .max(10, 'validation.tooLong'),
  is_paid: formFlag('validation.paidRequired'),
  price: optionalNumber(
    z.number().min(0, 'validation.invalidValue').max(1_000_000, 'validation.invalidValue'),
  ),
  discount: optionalNumber(
    z.number().min(0, 'validation.discountRange').max(100, 'validation.discountRange'),
  ),
  facilitator: requiredText('validation.facilitatorRequired', 200),
  is_public: formFlag('validation.publicRequired'),
  selected_user_ids: z.preprocess(
    asList,
    z.array(id('validation.invalidValue')).max(5000, 'validation.tooLong'),
  ),
  teaching_type: z.enum(teachingTypes, { error: 'validation.teachingTypeRequired' }),
  latitude: optionalNumber(
    z.number().min(-90, 'validation.latitudeRange').max(90, 'validation.latitudeRange'),
  ),
  longitude: optionalNumber(
    z.number().min(-180, 'validation.longitudeRange').max(180, 'validation.longitudeRange'),
  ),
  link: z.preprocess(
    blankToNull,
    z
      .string({ error: 'validation.linkInvalid' })
      .trim()
      .max(2000, 'validation.tooLong')
      // only web addresses: the link becomes an href in the learner's page
      .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), 'validation.linkInvalid')
      .nullable(),
  ),
  start_time: isoTimeField,
  end_time: isoTimeField,
  is_sequential: formFlag('validation.invalidValue'),
  /** The course content stays closed until the pretest is taken (docs/design/adaptive.md §2); default on. */
  content_requires_pretest: formFlag('validation.invalidValue').optional(),
  /** Completing needs every required learning object's quiz passed; default on. */
  completion_requires_quizzes: formFlag('validation.invalidValue').optional(),
  /** Which post-test counts when the learner takes it more than once; default `first`. */
  post_test_rule: z.enum(postTestRules, { error: 'validation.invalidValue' }).optional(),
  duration: optionalNumber(
    z
      .number()
      .int('validation.invalidValue')
      .min(0, 'validation.invalidValue')
      .max(1_000_000, 'validation.invalidValue'),
  ),
  /** A paid course whose learners wait for an admin to mark their payment received (docs/design/product.md §4). */
  payment_confirmation: formFlag('validation.invalidValue').optional(),
  /**
   * The course adapts its media to visual and verbal learners: publishing then needs media of both kinds on every
   * learning object (docs/design/product.md §4). Default off.
   */
  adapts_media: formFlag('validation.invalidValue').optional(),
  /** Media uploaded under this id before the course existed become the course's media. */
  temporary_id: z.preprocess(blankToNull, z.string().trim().max(100, 'validation.tooLong').nullable()),
});

/** The course as it will be stored, for `courseRuleIssues`. */
export interface CourseRuleInput {
  is_paid: boolean;
  price?: number | null;
  discount?: number | null;
  is_public: boolean;
  selected_user_ids?: number[];
  teaching_type: string;
  link?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  start_time?: string | null;
  end_time?: string | null;
}

export interface RuleIssue {
  path: string;
  message:
    | 'validation.priceRequired'
    | 'validation.discountRequired'
    | 'validation.selectUsers'
    | 'validation.linkRequired'
    | 'validation.locationRequired'
    | 'validation.endBeforeStart';
}

/** The rules of docs/design/product.md §5 that tie several course fields together. */
export function courseRuleIssues(c: CourseRuleInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (c.is_paid === true && (c.price === null || c.price === undefined))
    issues.push({ path: 'price', message: 'validation.priceRequired' });
  if (c.is_paid === true && (c.discount === null || c.discount === undefined)) {
    issues.push({ path: 'discount', message: 'validation.discountRequired' });
  }
  if (c.is_public === false && (c.selected_user_ids ?? []).length === 0) {
    issues.push({ path: 'selected_user_ids', message: 'validation.selectUsers' });
  }
  if (c.teaching_type === 'online' && !c.link)
    issues.push({ path: 'link', message: 'validation.linkRequired' });
  if (c.teaching_type === 'on_place') {
    if (c.latitude === null || c.latitude === undefined)
      issues.push({ path: 'latitude', message: 'validation.locationRequired' });
    if (c.longitude === null || c.longitude === undefined) {
      issues.push({ path: 'longitude', message: 'validation.locationRequired' });
    }
  }
  if (typeof c.start_time === 'string' && typeof c.end_time === 'string' && c.end_time <= c.start_time) {
    issues.push({ path: 'end_time', message: 'validation.endBeforeStart' });
  }
  return issues;
}

export const createCourseBody = courseFields
  .extend({
    is_sequential: formFlag('validation.invalidValue').optional(),
    /** A new course is a draft; only an admin may create one published (docs/design/product.md §4). */
    status: z.enum(['draft', 'published'], { error: 'validation.invalidValue' }).optional(),
  })
  .partial({
    subcategory_id: true,
    price: true,
    discount: true,
    selected_user_ids: true,
    latitude: true,
    longitude: true,
    link: true,
    start_time: true,
    end_time: true,
    duration: true,
    temporary_id: true,
  })
  .superRefine(
    (v, ctx) => {
      for (const issue of courseRuleIssues(v))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    },
    // also when other fields failed, so a form shows every message at once
    { when: () => true },
  );
export type CreateCourseBody = z.infer<typeof createCourseBody>;

/** Every field optional; the rules are checked by the server on the merged course. */
export const updateCourseBody = courseFields.partial();
export type UpdateCourseBody = z.infer<typeof updateCourseBody>;

/** `POST /api/admin/active-course/{id}`: `value` 1 or 0 sets the state; without it the state toggles. */
export const activeCourseBody = z.object({ value: formFlag('validation.invalidValue').optional() });

const queryFlag = z
  .preprocess(
    (v) => (v === 'true' ? '1' : v === 'false' ? '0' : v),
    z.enum(['0', '1'], { error: 'validation.invalidValue' }),
  )
  .transform((v) => (v === '1' ? 1 : 0));

const queryTime = z.string().transform((s, ctx) => {
  const iso = toIsoTime(s);
  if (iso === null) {
    ctx.addIssue({ code: 'custom', message: 'validation.invalidValue' });
    return z.NEVER;
  }
  return iso;
});

/**
 * Course lists. `price_min`/`price_max` apply to what a learner pays (the price less the discount, 0 when
 * free). `start_from`/`start_to` bound the start time; a date alone in `start_to` includes that whole day.
 */
export const courseListQuery = pageQuery.extend({
  sort: z.enum(courseSorts, { error: 'validation.invalidValue' }).default('newest'),
  category_id: recordId.optional(),
  subcategory_id: recordId.optional(),
  price_min: z.coerce.number().min(0).optional(),
  price_max: z.coerce.number().min(0).optional(),
  start_from: queryTime.optional(),
  start_to: z
    .string()
    .transform((s, ctx) => {
      const iso = toIsoTime(s);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalidValue' });
        return z.NEVER;
      }
      // a bare date means "up to the end of that day"
      return /^\d{4}-\d{2}-\d{2}$/.test(s.trim())
        ? new Date(Date.parse(iso) + 86_400_000 - 1).toISOString()
        : iso;
    })
    .optional(),
  language: z.string().trim().toLowerCase().max(10).optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const adminCourseListQuery = courseListQuery.extend({
  is_active: queryFlag.optional(),
  is_offline: queryFlag.optional(),
});
export type AdminCourseListQuery = z.infer<typeof adminCourseListQuery>;

export const enrolmentStatuses = ['enrolled', 'completed'] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

export const enrolledCourseQuery = pageQuery.extend({
  status: z.enum(enrolmentStatuses, { error: 'validation.invalidValue' }).optional(),
});
export type EnrolledCourseQuery = z.infer<typeof enrolledCourseQuery>;

export const unitOverview = z.object({
  id: z.number(),
  title: z.string(),
  type: z.string(),
  learning_objects_count: z.number(),
});

export const course = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: categoryRef,
  subcategory: categoryRef.nullable(),
  language: z.string(),
  is_paid: z.number(),
  price: z.number(),
  discount: z.number(),
  /** What a learner pays (see `finalPrice`); the price filters and sorts use it. */
  final_price: z.number(),
  facilitator: z.string(),
  is_public: z.number(),
  teaching_type: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  link: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  is_sequential: z.number(),
  content_requires_pretest: z.number(),
  completion_requires_quizzes: z.number(),
  post_test_rule: z.enum(postTestRules),
  /** draft, published or archived (docs/design/product.md §4): learners only ever see published courses. */
  status: z.enum(courseStatuses),
  payment_confirmation: z.number(),
  adapts_media: z.number(),
  is_active: z.number(),
  is_offline: z.number(),
  duration: z.number().nullable(),
  created_at: z.string(),
  educational_units_count: z.number(),
  learning_objects_count: z.number(),
  subscribed_users_count: z.number(),
  /** The cover first. */
  media: z.array(mediaItem),
  is_subscribed: z.boolean(),
  /**
   * For the caller: enrolled in a paid course that confirms payments and waiting for an admin to mark theirs
   * received (docs/design/product.md §4); the content stays closed until then.
   */
  payment_awaited: z.boolean(),
  student_level: z.enum(unitTypes).nullable(),
  /** 0..100 for the caller; 0 when not enrolled. */
  progress: z.number(),
  /** The unit levels the course offers, in the order basic, intermediate, advanced. */
  unit_levels: z.array(z.enum(unitTypes)),
  /** Mean of the course's visible reviews (null without any), and how many there are. */
  rating_average: z.number().nullable(),
  ratings_count: z.number(),
  /** Detail only: the units in the author's order (their content comes with the units calls). */
  educational_units: z.array(unitOverview).optional(),
  /** Detail for admins only. */
  selected_user_ids: z.array(z.number()).optional(),
});
export type Course = z.infer<typeof course>;

export const enrolledCourse = course.extend({
  enrolment: z.object({
    status: z.string(),
    level: z.enum(unitTypes).nullable(),
    progress: z.number(),
    enrolled_at: z.string(),
    completed_at: z.string().nullable(),
  }),
});
export type EnrolledCourse = z.infer<typeof enrolledCourse>;

/** `POST /api/user/subscribe-course/{id}` (docs/design/product.md §3 "Enrol result"): the learner's course count and latest course. */
export const enrolResult = z.object({ courses_count: z.number(), id: z.number() });
export type EnrolResult = z.infer<typeof enrolResult>;
/** Enrolling: a paid course needs the final price the learner confirmed (docs/design/product.md §4). */
export const enrolBody = z
  .object({ confirm_price: z.coerce.number().min(0, 'validation.invalidValue').optional() })
  .optional();

/** The checks publishing runs (docs/design/product.md §4), in the order they are shown. */
export const publicationChecks = ['courseQuiz', 'units', 'levels', 'learningObjects', 'mediaStyles'] as const;
export type PublicationCheck = (typeof publicationChecks)[number];

/** `GET /api/admin/courses/{id}/publication`: each check, whether it passes, and what fails it. */
export const publication = z.object({
  ready: z.boolean(),
  checks: z.array(
    z.object({
      check: z.enum(publicationChecks),
      passed: z.boolean(),
      message: z.string(),
      /** What fails it: the missing levels, or the titles of the learning objects without a quiz or lacking media. */
      items: z.array(z.string()),
    }),
  ),
});
export type Publication = z.infer<typeof publication>;

/** `GET /api/admin/courses/{id}/deletion`: what deleting the course takes with it. */
export const courseDeletion = z.object({
  units: z.number(),
  quizzes: z.number(),
  enrolments: z.number(),
  attempts: z.number(),
  certificates: z.number(),
  /** false when learners hold certificates: the course is archived instead. */
  deletable: z.boolean(),
});
export type CourseDeletion = z.infer<typeof courseDeletion>;

/** `PUT /api/admin/courses/{id}/authors`: the instructors and designers who author the course with its creator. */
export const courseAuthorsBody = z.object({
  user_ids: z.array(z.coerce.number().int().positive()).max(50, 'validation.tooLong'),
});
export const courseAuthor = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.number(),
  /** The creator of the course, who cannot be removed. */
  is_creator: z.boolean(),
});
export type CourseAuthor = z.infer<typeof courseAuthor>;
