// Complete wire fixtures (snake_case, as the API sends them) for the web fake: a test names only the fields it
// is about and takes the rest from here; test/wire.test.ts parses each with its shared schema.
import type {
  Course,
  CourseGainsWire,
  EnrolledCourse,
  MediaItem,
  PaginationMeta,
  Review,
  SupportMessage,
  SupportReply,
} from '@parcours/shared';

/** A published course of the catalogue, free and online. */
export function wireCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 5,
    title: 'Fractions',
    description: 'Parts of a whole',
    category: { id: 1, title: 'Mathematics' },
    subcategory: null,
    language: 'en',
    is_paid: 0,
    price: 0,
    discount: 0,
    final_price: 0,
    facilitator: 'Emmy Noether',
    is_public: 1,
    teaching_type: 'online',
    latitude: null,
    longitude: null,
    link: null,
    start_time: null,
    end_time: null,
    is_sequential: 0,
    content_requires_pretest: 1,
    completion_requires_quizzes: 1,
    post_test_rule: 'first',
    status: 'published',
    payment_confirmation: 0,
    adapts_media: 0,
    is_active: 1,
    is_offline: 0,
    duration: null,
    created_at: '2030-01-01T00:00:00.000Z',
    educational_units_count: 2,
    learning_objects_count: 2,
    subscribed_users_count: 1,
    media: [],
    is_subscribed: true,
    payment_awaited: false,
    student_level: null,
    progress: 0,
    unit_levels: ['basic', 'intermediate', 'advanced'],
    rating_average: null,
    ratings_count: 0,
    ...overrides,
  };
}

/** A course in the learner's list, with their enrolment. */
export function wireEnrolledCourse(
  overrides: Partial<Course> = {},
  enrolment: Partial<EnrolledCourse['enrolment']> = {},
): EnrolledCourse {
  return {
    ...wireCourse(overrides),
    enrolment: {
      status: 'enrolled',
      level: null,
      progress: 0,
      enrolled_at: '2030-01-01T10:00:00.000Z',
      completed_at: null,
      ...enrolment,
    },
  };
}

/** The learner's figures in one course. */
export function wireGains(overrides: Partial<CourseGainsWire> = {}): CourseGainsWire {
  return {
    course_id: 5,
    pre_test_percentage: null,
    post_test_percentage: null,
    gain: null,
    nlg: null,
    time_spent: null,
    min_time: null,
    versions_differ: false,
    post_test_rule: 'first',
    post_test_passed: null,
    post_test_score: null,
    post_test_total: null,
    post_test_next: null,
    ...overrides,
  };
}

/** A page of a list, with the `meta` every paginated answer carries: `{ data: items, meta }`. */
export function wireList<T>(
  items: T[],
  meta: Partial<PaginationMeta> = {},
): { data: T[]; meta: PaginationMeta } {
  return { data: items, meta: { current_page: 1, per_page: 10, total: items.length, ...meta } };
}

/** A learner's review of a course, visible (admins alone also receive hidden ones). */
export function wireReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 12,
    user_id: 5,
    user: { id: 5, first_name: 'Amal', last_name: 'Ben Salah' },
    review_type: 'course',
    course_id: 7,
    course_title: 'Algebra',
    rating: 3,
    comment: 'Good pace',
    created_at: '2026-01-02T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    hidden_at: null,
    hidden_reason: null,
    ...overrides,
  };
}

/** A stored file: `file_name` is where it is kept, `url` its signed address (docs/security.md, "Media links"). */
export function wireMedia(overrides: Partial<MediaItem> = {}): MediaItem {
  const fileName = overrides.file_name ?? '2026/01/aa11.png';
  return {
    id: 30,
    model_id: null,
    model_type: null,
    file_name: fileName,
    original_name: null,
    url: `/media/${fileName}?expires=1767308400&audience=private&signature=sig`,
    mime_type: 'image/png',
    title: null,
    is_supplementary: false,
    ...overrides,
  };
}

/** A user as the API sends it (snake_case). */
export function wireUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    first_name: 'Amal',
    last_name: 'Ben Salah',
    email: 'amal@parcours.test',
    role: 0,
    status: 'pending',
    is_valid: 0,
    birth_date: 946771200,
    major: 'Computer science',
    language: 'en',
    theme: null,
    courses_count: 0,
    latest_course_id: null,
    result: null,
    nps: null,
    engagement_score: null,
    usability_score: null,
    media: [],
    created_at: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** One answer in a support thread, by default the author's own. */
export function wireSupportReply(overrides: Partial<SupportReply> = {}): SupportReply {
  return {
    id: 1,
    from_admin: false,
    author_first_name: 'Amal',
    body: 'Found it.',
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A message to the support team, not yet answered. */
export function wireSupportMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id: 4,
    user: { id: 7, first_name: 'Amal', last_name: 'Ben Salah', email: 'amal@parcours.test' },
    subject: 'Post-test',
    message: 'Where is it?',
    handled_at: null,
    created_at: '2026-01-02T09:00:00.000Z',
    replies: [],
    ...overrides,
  };
}
