// Business constants of docs/design/product.md §9 and the enumerations both sides share.

export const pagination = {
  firstPage: 1,
  rowsPerPage: 9,
  chunkRowsPerPage: 8,
  minRowsPerPage: 6,
  maxPerPage: 100,
} as const;
export const debounceMs = { short: 500, medium: 700, long: 1000 } as const;
export const drawerWidth = 240;
export const notificationAutoHideMs = 6000;
export const topBarHeight = 70;
export const dateFormats = {
  date: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY HH:mm',
  iso: 'YYYY-MM-DDTHH:mm:ss',
} as const;
export const defaultMapLocation = { latitude: 36.806389, longitude: 10.181667 } as const;
export const passwordMinLength = 8;
export const queryCacheMs = 60_000;

export const theme = {
  primary: '#fa853f',
  lightSecondary: '#5d99c6',
  darkBackground: '#030614',
  darkPaper: '#0a0f23',
  buttonRadius: 24,
  inputRadius: 5,
  inputPadding: 15,
  menuRadius: 10,
} as const;

export const roles = { user: 0, admin: 1, instructor: 2, designer: 3, researcher: 4 } as const;
export type RoleValue = (typeof roles)[keyof typeof roles];
/** The roles that build courses: admins any course, instructors and designers their own. */
export const authorRoles = [roles.admin, roles.instructor, roles.designer] as const;
/** The roles that run classes. */
export const classRunnerRoles = [roles.admin, roles.instructor] as const;
/** Every stored role number (`users.role`). */
export const roleValues: readonly RoleValue[] = Object.values(roles);
export const roleLabels: Record<number, 'user' | 'admin' | 'instructor' | 'designer' | 'researcher'> = {
  0: 'user',
  1: 'admin',
  2: 'instructor',
  3: 'designer',
  4: 'researcher',
};

/** Path policies (docs/design/adaptive.md §10): how the path builder orders a course; a study's conditions. */
export const pathPolicies = ['adaptive', 'author_order', 'style_mismatched', 'level_only'] as const;
export type PathPolicy = (typeof pathPolicies)[number];
/** The life of a course (docs/design/product.md §4). */
export const courseStatuses = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

export const accountStatuses = ['pending', 'accepted', 'rejected', 'suspended'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
/** `deleted` marks a soft-deleted account (docs/design/contract.md §5); it never reaches the wire. */
export const storedAccountStatuses = [...accountStatuses, 'deleted'] as const;
export type StoredAccountStatus = (typeof storedAccountStatuses)[number];

export const unitTypes = ['basic', 'intermediate', 'advanced'] as const;
export type UnitType = (typeof unitTypes)[number];
export const learningObjectTypes = ['abstract', 'concrete'] as const;
export type LearningObjectType = (typeof learningObjectTypes)[number];
/**
 * Question types (docs/design/adaptive.md §5): QCM = choice (one or several correct), BINARY = true/false,
 * OPEN = free text not scored, NUMERICAL = a number within a tolerance, SHORT_ANSWER = a typed word or phrase,
 * MATCHING = prompts each matched with one of a list of texts, ORDERING = items put in order.
 */
export const questionTypes = {
  QCM: 1,
  OPEN: 2,
  BINARY: 3,
  NUMERICAL: 4,
  SHORT_ANSWER: 5,
  MATCHING: 6,
  ORDERING: 7,
} as const;
export const teachingTypes = ['online', 'on_place'] as const;
export type TeachingType = (typeof teachingTypes)[number];
export const courseSorts = [
  'newest',
  'oldest',
  'title_asc',
  'title_desc',
  'price_asc',
  'price_desc',
] as const;

/**
 * The two pretest thresholds (docs/design/adaptive.md §2): below 40 % basic, 40 to under 70 % intermediate, 70 %
 * or more advanced. The score bands of docs/design/product.md §9 use the same two.
 */
export const levelThresholds = { intermediate: 40, advanced: 70 } as const;

/** Score bands of docs/design/product.md §9 by percentage (the learner levels' thresholds). */
export const scoreBands = ['low', 'medium', 'high'] as const;
export type ScoreBand = (typeof scoreBands)[number];

export function scoreBand(percentage: number): ScoreBand {
  if (percentage < levelThresholds.intermediate) return 'low';
  if (percentage < levelThresholds.advanced) return 'medium';
  return 'high';
}
export const scoreColours = { low: 'green', medium: 'pink', high: 'yellow' } as const;
/**
 * The one palette of the score colours: a light tint of each colour with dark text, which keeps AA contrast on a
 * light and on a dark page, so the same pair serves both themes (the figure is always written on it).
 */
export const scorePalette: Record<ScoreBand, { bg: string; fg: string }> = {
  low: { bg: '#c8ecc9', fg: '#14501a' },
  medium: { bg: '#fbd3e3', fg: '#7d0f43' },
  high: { bg: '#fff1a6', fg: '#574400' },
};

/** Token lifetimes of docs/design/contract.md §3. */
export const tokenLifetimes = {
  accessSeconds: 15 * 60,
  refreshSeconds: 14 * 24 * 3600,
  resetSeconds: 3600,
  inviteSeconds: 7 * 24 * 3600,
  /** The newsletter's confirmation link (docs/design/product.md §4 "Newsletter"). */
  newsletterConfirmSeconds: 48 * 3600,
} as const;
/** What a stored one-time password link is for (`password_tokens.purpose`). */
export const passwordTokenPurposes = ['reset', 'invite'] as const;
export type PasswordTokenPurpose = (typeof passwordTokenPurposes)[number];

/**
 * The survey offered after a post-test (docs/design/product.md §4 "Survey offer"): after "Not now" it waits this
 * many days before it is offered again, on the learner dashboard or after the next post-test.
 */
export const surveyOfferSnoozeDays = 7;
