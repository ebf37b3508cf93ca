// Complete wire fixtures (snake_case, as the API sends them) for the web fake: a test names only the fields it
// is about and takes the rest from here; test/wire.test.ts parses each with its shared schema.
import type { Course, CourseGainsWire, EnrolledCourse } from '@parcours/shared';

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
