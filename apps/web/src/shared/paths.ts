// Every route path of the web app (docs/design/product.md §2), and builders for the ones with parameters.

export const paths = {
  home: '/',
  about: '/AboutUs',
  courses: '/courses',
  course: (courseId: number | string) => `/courses/${courseId}`,
  courseQuiz: (courseId: number | string) => `/courses/${courseId}/quiz`,
  categories: '/categories',
  verifyCertificate: (code: string) => `/verify/${encodeURIComponent(code)}`,
  /** The pages the newsletter's mails link to (docs/design/product.md §4 "Newsletter"). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',

  auth: {
    root: '/auth',
    login: '/auth/login',
    signup: '/auth/signup',
    forgetPassword: '/auth/forget-password',
    emailConfirmation: '/auth/forget-password/email-confirmation',
    passwordSet: '/auth/password-set',
  },

  dashboard: {
    root: '/dashboard',
    profile: '/dashboard/profile',
    settings: '/dashboard/profile/settings',
    pretest: '/dashboard/courses/prestest',
    pretestCourse: (courseId: number | string) => `/dashboard/courses/prestest/${courseId}`,
  },

  admin: {
    root: '/dashboard/admin',
    users: '/dashboard/admin/users',
    usersTab: (tab: 'all' | 'pending' | 'accepted') => `/dashboard/admin/users/${tab}`,
    user: (userId: number | string) => `/dashboard/admin/users/${userId}`,
    userCourseAdaptive: (userId: number | string, courseId: number | string) =>
      `/dashboard/admin/users/${userId}/courses/${courseId}/adaptive`,
    addUser: '/dashboard/admin/addUser',
    classes: '/dashboard/admin/classes',
    quizTimers: '/dashboard/admin/quiz-timers',
    quizAttempts: '/dashboard/admin/quiz-attempts',
    categories: '/dashboard/admin/categories',
    addCategory: '/dashboard/admin/categories/add-category',
    category: (categoryId: number | string) => `/dashboard/admin/categories/${categoryId}`,
    courses: '/dashboard/admin/courses',
    addCourse: '/dashboard/admin/courses/add-course',
    course: (courseId: number | string) => `/dashboard/admin/courses/${courseId}`,
    courseContent: (courseId: number | string) => `/dashboard/admin/courses/${courseId}/content`,
    /** A course's gradebook: admins and instructors. */
    courseGradebook: (courseId: number | string) => `/dashboard/admin/courses/${courseId}/gradebook`,
    usersFeedback: '/dashboard/admin/users-feedback',
    payments: '/dashboard/admin/payments',
    reviews: '/dashboard/admin/reviews',
    newsletter: '/dashboard/admin/newsletter',
    lti: '/dashboard/admin/lti',
    xapi: '/dashboard/admin/xapi',
  },

  /** The pages an LMS opens in its frame (docs/integrations.md, "LTI 1.3"). */
  lti: {
    launch: '/lti/launch',
    deepLink: (request: string) => `/lti/deep-link/${encodeURIComponent(request)}`,
    pickCourse: (linkId: number | string) => `/lti/pick-course/${linkId}`,
  },

  student: {
    root: '/dashboard/student',
    feedback: '/dashboard/student/feedback',
    myProgram: '/dashboard/student/my-program',
    completedCourses: '/dashboard/student/my-program/completed-courses',
    myQuizzes: '/dashboard/student/my-quizzes',
    mySupport: '/dashboard/student/my-support',
    certificates: '/dashboard/student/certificates',
    categories: '/dashboard/student/categories',
    category: (categoryId: number | string) => `/dashboard/student/categories/${categoryId}`,
    courses: '/dashboard/student/courses',
    course: (courseId: number | string) => `/dashboard/student/courses/${courseId}`,
    takeQuiz: (courseId: number | string) => `/dashboard/student/courses/${courseId}/quiz`,
    coursePath: (courseId: number | string) => `/dashboard/student/courses/${courseId}/path`,
  },

  secondStep: {
    root: '/second-step',
    categories: '/second-step/categories',
    category: (categoryId: number | string) => `/second-step/categories/${categoryId}`,
    courses: '/second-step/courses',
    subcategoryCourses: (subcategoryId: number | string) => `/second-step/courses/${subcategoryId}`,
    pretest: '/second-step/courses/prestest',
    pretestCourse: (courseId: number | string) => `/second-step/courses/prestest/${courseId}`,
    questionnaire: '/second-step/silverman-questions',
    questionnaireCourse: (courseId: number | string) => `/second-step/silverman-questions/${courseId}`,
  },

  /** Studies (docs/design/adaptive.md §10): admins and researchers; the consent step is the learner's. */
  studies: {
    root: '/studies',
    add: '/studies/new',
    study: (studyId: number | string) => `/studies/${studyId}`,
    edit: (studyId: number | string) => `/studies/${studyId}/edit`,
    consent: (courseId: number | string, next?: string) =>
      `/courses/${courseId}/consent${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  },

  errors: { serverError: '/500', notFound: '/404', forbidden: '/403' },
} as const;

/** Short addresses kept for links in mails and bookmarks; each redirects to its /auth page. */
export const authAliases = {
  '/login': paths.auth.login,
  '/signup': paths.auth.signup,
  '/forget-password': paths.auth.forgetPassword,
  '/password-set': paths.auth.passwordSet,
} as const;

/** The catalogue filtered on a category, and on one of its sub categories if given. */
export function catalogueLink(categoryId: number, subcategoryId?: number): string {
  const query = new URLSearchParams({ category: String(categoryId) });
  if (subcategoryId) query.set('subcategory', String(subcategoryId));
  return `${paths.courses}?${query.toString()}`;
}
