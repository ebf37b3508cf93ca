// Row types of every table, as Kysely sees them. Mirrors migrations/; times are ISO text, booleans 0/1.
import type {
  CourseStatus,
  EnrolmentStatus,
  FeedbackCategory,
  FeedbackQuestionType,
  Language,
  LearnerLevel,
  LearningObjectType,
  LtiGrading,
  LtiTokenPurpose,
  ParticipationStatus,
  PasswordTokenPurpose,
  PathPolicy,
  PostTestRule,
  QuestionType,
  QuizForm,
  QuizKind,
  ReviewType,
  RoleValue,
  StoredAccountStatus,
  StoredAttemptStatus,
  StudyCondition,
  StudyState,
  TeachingType,
  UnitType,
  UploadKind,
} from '@parcours/shared';
import type { Generated } from 'kysely';

// Columns holding a fixed set of values are typed with the shared unions, so a query reads them without casts;
// migration 0017 makes the database refuse any other value (docs/adr/0005-schema-types-checked-against-database.md).

type Id = Generated<number>;
type Bool = number;

export interface UsersTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  role: Generated<RoleValue>;
  status: Generated<StoredAccountStatus>;
  birth_date: Generated<number>;
  major: string | null;
  language: Generated<Language>;
  theme: string | null;
  latest_course_id: number | null;
  nps: number | null;
  usability_score: number | null;
  engagement_score: number | null;
  pseudonym: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  refresh_jti: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  /** The refresh token id the last rotation replaced, and when (the grace for tabs refreshing together). */
  previous_jti: string | null;
  rotated_at: string | null;
}

export interface PasswordTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  purpose: PasswordTokenPurpose;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CategoriesTable {
  id: Id;
  title: string;
  parent_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CoursesTable {
  id: Id;
  title: string;
  description: string;
  category_id: number;
  subcategory_id: number | null;
  /** Any language code the author types, not a fixed set. */
  language: Generated<string>;
  is_paid: Generated<Bool>;
  price: Generated<number>;
  discount: Generated<number>;
  facilitator: string;
  is_public: Generated<Bool>;
  teaching_type: Generated<TeachingType>;
  latitude: number | null;
  longitude: number | null;
  link: string | null;
  start_time: string | null;
  end_time: string | null;
  is_sequential: Generated<Bool>;
  is_active: Generated<Bool>;
  is_offline: Generated<Bool>;
  duration: number | null;
  subscribers_count: Generated<number>;
  bkt_prior: number | null;
  bkt_learn: number | null;
  bkt_guess: number | null;
  bkt_slip: number | null;
  content_requires_pretest: Generated<Bool>;
  completion_requires_quizzes: Generated<Bool>;
  /** first | best | latest: which post-test counts. */
  post_test_rule: Generated<PostTestRule>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** draft | published | archived (docs/design/product.md §4). */
  status: Generated<CourseStatus>;
  /** Learners of this paid course wait for an admin to mark their payment received. */
  payment_confirmation: Generated<Bool>;
  /** Grows with every change of the course's units, objects, sections, quizzes, questions or their media. */
  structure_version: Generated<number>;
  /** Adapts its media to visual and verbal learners: publishing checks both are there (docs/design/product.md §4). */
  adapts_media: Generated<Bool>;
}

interface CourseSelectedUsersTable {
  course_id: number;
  user_id: number;
}

export interface EnrolmentsTable {
  id: Id;
  user_id: number;
  course_id: number;
  status: Generated<EnrolmentStatus>;
  level: LearnerLevel | null;
  progress: Generated<number>;
  pretest_attempt_id: number | null;
  posttest_attempt_id: number | null;
  enrolled_at: string;
  completed_at: string | null;
  /** The learning object last open in the course player (docs/design/product.md §4). */
  resume_learning_object_id: number | null;
  resume_at: string | null;
  /** When an admin marked the payment received; null while a course with payment confirmation waits for it. */
  paid_at: string | null;
  /** `context.registration` of the enrolment's xAPI statements: a UUID given at the first one, then kept. */
  xapi_registration: string | null;
}

export interface EducationalUnitsTable {
  id: Id;
  course_id: number;
  title: string;
  type: UnitType;
  position: Generated<number>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface LearningObjectsTable {
  id: Id;
  unit_id: number;
  title: string;
  type: LearningObjectType;
  summary: string | null;
  position: Generated<number>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  reading_only: Generated<Bool>;
}

export interface SectionsTable {
  id: Id;
  learning_object_id: number;
  title: string;
  description: string;
  duration: number;
  has_quiz: Generated<Bool>;
  external_url: string | null;
  external_url_title: string | null;
  position: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MediaTable {
  id: Id;
  model_type: string | null;
  model_id: number | null;
  temporary_id: string | null;
  collection: Generated<string>;
  file_name: string;
  thumbnail_file_name: string | null;
  original_name: string | null;
  mime_type: string;
  kind: UploadKind;
  size: number;
  title: string | null;
  is_supplementary: Generated<Bool>;
  position: Generated<number>;
  uploaded_by: number | null;
  created_at: string;
}

export interface QuizzesTable {
  id: Id;
  course_id: number | null;
  learning_object_id: number | null;
  pass_mark: Generated<number>;
  time_limit_seconds: number | null;
  cooldown_seconds: number | null;
  /** 1: the pretest and post-test draw parallel forms (course quiz only, docs/design/adaptive.md §5). */
  parallel_forms: Generated<Bool>;
  /** The current version; a new one is made when questions of a quiz with attempts change. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface QuizVersionsTable {
  id: Id;
  quiz_id: number;
  version: number;
  /** JSON: the questions of the version as the admin quiz shows them, correct answers included. */
  questions: string;
  questions_count: number;
  /** JSON `{added, removed, edited}` against the previous version; null for the first. */
  changes: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface QuestionsTable {
  id: Id;
  quiz_id: number;
  question: string;
  type: QuestionType;
  is_valid: number | null;
  position: Generated<number>;
  /** The author's level, which parallel forms are balanced by; null for none. */
  level: LearnerLevel | null;
  /** 1 when a SHORT_ANSWER is compared with case. */
  case_sensitive: Generated<Bool>;
  created_at: string;
  deleted_at: string | null;
}

export interface AnswersTable {
  id: Id;
  question_id: number;
  answer: string;
  is_valid: Generated<Bool>;
  position: Generated<number>;
  /** The credit the answer earns, 0..1; null for answers written before credits (is_valid stands for it). */
  credit: number | null;
  /** A NUMERICAL answer's tolerance; null for other types. */
  tolerance: number | null;
  /** A MATCHING row's text that its prompt (`answer`, empty for a distractor) matches; null for other types. */
  match_text: string | null;
  deleted_at: string | null;
}

export interface QuizAttemptsTable {
  id: Id;
  quiz_id: number;
  user_id: number;
  course_id: number;
  learning_object_id: number | null;
  kind: QuizKind;
  status: Generated<StoredAttemptStatus>;
  score: number | null;
  total_score_possible: number | null;
  percentage: number | null;
  time_spent: number | null;
  late: Generated<Bool>;
  started_at: string;
  submitted_at: string | null;
  next_attempt_at: string | null;
  /** The version of the quiz the attempt was taken on. */
  quiz_version: Generated<number>;
  /** The parallel form drawn (its questions are the version's of that form); null: every question. */
  form: QuizForm | null;
}

export interface AttemptAnswersTable {
  id: Id;
  attempt_id: number;
  question_id: number;
  answer_ids: string | null;
  value: string | null;
  /** 1 for full credit; null for a question that is not scored (OPEN). */
  is_correct: number | null;
  /** The credit earned, 0..1; null for a question that is not scored. */
  credit: number | null;
}

export interface LearningStyleResultsTable {
  id: Id;
  user_id: number;
  course_id: number | null;
  processing_category: string;
  processing_score: number;
  perception_category: string;
  perception_score: number;
  input_category: string;
  input_score: number;
  understanding_category: string;
  understanding_score: number;
  responses: string;
  created_at: string;
}

interface LearningObjectOpensTable {
  user_id: number;
  learning_object_id: number;
  opened_at: string;
}

export interface MasteryTable {
  user_id: number;
  learning_object_id: number;
  p_known: number;
  observations: Generated<number>;
  mastered_at: string | null;
  updated_at: string;
}

/** One change of a mastery estimate: the learning-object quiz submission that caused it, before and after. */
export interface MasteryUpdatesTable {
  id: Id;
  user_id: number;
  learning_object_id: number;
  attempt_id: number;
  p_before: number;
  p_after: number;
  created_at: string;
}

interface FeedbackQuestionsTable {
  id: Id;
  question_number: number;
  category: FeedbackCategory;
  question_type: FeedbackQuestionType;
  subscale: string | null;
  reverse_scored: Generated<Bool>;
  question_text_en: string;
  question_text_fr: string;
  predefined_answers: string | null;
}

export interface FeedbackResponsesTable {
  id: Id;
  user_id: number;
  course_id: number | null;
  nps: number | null;
  usability_score: number | null;
  engagement_score: number | null;
  created_at: string;
}

export interface FeedbackAnswersTable {
  id: Id;
  response_id: number;
  question_id: number;
  value_number: number | null;
  value_text: string | null;
}

export interface ReviewsTable {
  id: Id;
  user_id: number;
  review_type: ReviewType;
  course_id: number | null;
  rating: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
  /** Set when an admin hides an abusive review: it leaves the course's mean and public list. */
  hidden_at: string | null;
  /** What the admin wrote when hiding it (migration 0015); null while visible. */
  hidden_reason: string | null;
}

export interface CertificatesTable {
  id: Id;
  user_id: number;
  course_id: number;
  code: string;
  pre_percentage: number | null;
  post_percentage: number | null;
  gain: number | null;
  nlg: number | null;
  issued_at: string;
  /** Issued before the counted post-test had to be passed, on a failed one (migration 0019): kept and marked. */
  counted_posttest_failed: Generated<Bool>;
}

export interface SupportMessagesTable {
  id: Id;
  user_id: number | null;
  subject: string;
  message: string;
  handled_at: string | null;
  created_at: string;
}

/** One answer in a support message's thread: the admin's reply (mailed) or the author's answer back. */
export interface SupportRepliesTable {
  id: Id;
  message_id: number;
  author_id: number | null;
  from_admin: number;
  body: string;
  created_at: string;
}

interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  action: string;
  target_type: string | null;
  target_id: number | null;
  details: string | null;
  ip: string | null;
  created_at: string;
  /** The request that wrote the row (0005); null for rows written before. */
  request_id: string | null;
}

/** Consecutive failed logins of one address and the time before which another try is refused (0005). */
interface LoginFailuresTable {
  email: string;
  /** 'address:<ip>' or 'browser:<sha-256 of the browser id>' (docs/security.md, "Accounts"). */
  source: string;
  failures: number;
  blocked_until: string;
  updated_at: string;
}

/** An account failing from many addresses at once: one delay for every unknown browser (docs/security.md). */
interface LoginSpreadTable {
  email: string;
  failures: number;
  blocked_until: string;
  alerted_at: string | null;
  updated_at: string;
}

/** A browser an account signed in from (its id in an HttpOnly cookie, only the SHA-256 here). */
interface KnownBrowsersTable {
  user_id: number;
  browser_hash: string;
  created_at: string;
  last_seen_at: string;
}

/** The xAPI outbox: one row per statement, sent once to the LRS (docs/integrations.md). */
export interface XapiStatementsTable {
  id: Id;
  statement_id: string;
  payload: string;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** The learner's pseudonym (the payload's actor): each learner's statements are sent in order. */
  actor: string | null;
  /** The HTTP status of the LRS's last refusal; null when the LRS could not be reached. */
  last_status: number | null;
  /** The start (2 KB) of the body of the LRS's last refusal. */
  last_response: string | null;
}

interface ClassesTable {
  id: Id;
  name: string;
  code: string;
  auto_approve: Generated<Bool>;
  owner_id: number | null;
  created_at: string;
  updated_at: string;
}

interface ClassCoursesTable {
  class_id: number;
  course_id: number;
}

interface ClassMembersTable {
  class_id: number;
  user_id: number;
  joined_at: string;
}

/** A study (docs/design/adaptive.md §10); `conditions` is JSON `[{condition, weight}]`. */
export interface StudiesTable {
  id: Id;
  title: string;
  description: Generated<string>;
  state: Generated<StudyState>;
  opens_at: string;
  closes_at: string;
  conditions: string;
  seed: string;
  consent_en: string;
  consent_fr: string;
  consent_version: Generated<number>;
  delayed_posttest_days: number | null;
  post_test_rule: Generated<PostTestRule>;
  fallback_condition: Generated<StudyCondition>;
  /** JSON: the pre-registered plan (StudyPlan); null for none. */
  plan: string | null;
  version: Generated<number>;
  locked_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

interface StudyVersionsTable {
  id: Id;
  study_id: number;
  version: number;
  consent_version: number;
  settings: string;
  created_by: number | null;
  created_at: string;
}

interface StudyCoursesTable {
  study_id: number;
  course_id: number;
}

/** A learner's consent and allocation in one study; the allocation columns are written once. */
export interface StudyParticipantsTable {
  id: Id;
  study_id: number;
  user_id: number;
  course_id: number;
  status: Generated<ParticipationStatus>;
  consent_version: number | null;
  decided_at: string | null;
  withdrawn_at: string | null;
  condition: StudyCondition | null;
  stratum: LearnerLevel | null;
  allocation_seq: number | null;
  allocated_at: string | null;
  study_version: number | null;
  delayed_due_at: string | null;
  reminder_sent_at: string | null;
  created_at: string;
}

interface StudyPathSnapshotsTable {
  id: Id;
  participant_id: number;
  course_id: number;
  policy: PathPolicy;
  level: LearnerLevel | null;
  style_result_id: number | null;
  steps: string;
  digest: string;
  created_at: string;
}

/** A learning object an allocated learner was shown (the player moved to it, or it was opened), in order. */
interface StudyExposuresTable {
  id: Id;
  participant_id: number;
  course_id: number;
  learning_object_id: number;
  opened_at: string;
}

/** LTI 1.3 (docs/integrations.md, "LTI 1.3"): a platform (an LMS) registered by an administrator. */
export interface LtiPlatformsTable {
  id: Id;
  name: string;
  issuer: string;
  client_id: string;
  auth_url: string;
  token_url: string;
  jwks_url: string;
  frame_origins: Generated<string>;
  created_at: string;
  updated_at: string;
}

interface LtiDeploymentsTable {
  id: Id;
  platform_id: number;
  deployment_id: string;
}

interface LtiKeysTable {
  id: Id;
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: string;
  retired_at: string | null;
}

interface LtiLoginsTable {
  id: Id;
  state: string;
  nonce: string;
  platform_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface LtiAccountsTable {
  platform_id: number;
  subject: string;
  user_id: number;
  created_at: string;
}

interface LtiContextsTable {
  id: Id;
  platform_id: number;
  context_id: string;
  title: string;
  memberships_url: string | null;
  class_id: number | null;
  synced_at: string | null;
  updated_at: string;
}

interface LtiLinksTable {
  id: Id;
  platform_id: number;
  resource_link_id: string;
  context_ref: number | null;
  course_id: number | null;
  grading: Generated<LtiGrading>;
  lineitem_url: string | null;
  /** The AGS line items container, kept when the launch had no ready-made column: Parcours creates one. */
  lineitems_url: string | null;
  updated_at: string;
}

interface LtiLinkUsersTable {
  link_id: number;
  user_id: number;
  subject: string;
  launched_at: string;
  /** 1 when the LMS named this user an instructor of the link's course at their latest launch. */
  instructor: Generated<Bool>;
}

interface LtiTokensTable {
  id: Id;
  token_hash: string;
  purpose: LtiTokenPurpose;
  user_id: number | null;
  payload: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface LtiScoresTable {
  id: Id;
  link_id: number;
  user_id: number;
  payload: string;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
}

/** Authors of a course besides its creator (docs/design/product.md §6). */
interface CourseAuthorsTable {
  course_id: number;
  user_id: number;
  added_at: string;
}

/** The newsletter's double opt-in (migration 0015); owned by the newsletter module. */
export interface NewsletterSubscribersTable {
  id: Id;
  /** Null once unsubscribed: the address is erased, the dates stay (docs/privacy.md). */
  email: string | null;
  language: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** SHA-256 of the single-use confirmation link's token; null once used. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  unsubscribe_token: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  updated_at: string;
}

/** What a learner answered to the survey offered after a post-test (migration 0015); owned by feedback. */
interface SurveyOffersTable {
  user_id: number;
  snoozed_at: string | null;
  declined_at: string | null;
  updated_at: string;
}

/** Per learner and course, what the reports read (migration 0010); owned by the dashboards module. */
export interface LearnerCourseFiguresTable {
  user_id: number;
  course_id: number;
  pre: number | null;
  post: number | null;
  pre_version: number | null;
  post_version: number | null;
  min_time: number | null;
  attempts: Generated<number>;
  course_quiz_attempts: Generated<number>;
  learning_object_attempts: Generated<number>;
  expired_attempts: Generated<number>;
  average_score: number | null;
  time_spent: number | null;
  /** post - pre by the shared `gain()`, null unless both exist (migration 0016). */
  gain: number | null;
  /** The shared `normalizedChange()` of pre and post, null unless it exists (migration 0016). */
  nlg: number | null;
}

/** Per course, the sums of its learner_course_figures rows, kept by the same writes as deltas (migration 0016). */
export interface CourseFiguresTable {
  course_id: number;
  timer_rows: Generated<number>;
  attempt_rows: Generated<number>;
  learners: Generated<number>;
  pre_sum: Generated<number>;
  post_sum: Generated<number>;
  nlg_sum: Generated<number>;
  nlg_count: Generated<number>;
  attempts: Generated<number>;
  course_quiz_attempts: Generated<number>;
  learning_object_attempts: Generated<number>;
  expired_attempts: Generated<number>;
  time_spent: Generated<number>;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  password_tokens: PasswordTokensTable;
  categories: CategoriesTable;
  courses: CoursesTable;
  course_selected_users: CourseSelectedUsersTable;
  enrolments: EnrolmentsTable;
  educational_units: EducationalUnitsTable;
  learning_objects: LearningObjectsTable;
  sections: SectionsTable;
  media: MediaTable;
  quizzes: QuizzesTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  quiz_versions: QuizVersionsTable;
  quiz_attempts: QuizAttemptsTable;
  attempt_answers: AttemptAnswersTable;
  learning_style_results: LearningStyleResultsTable;
  mastery: MasteryTable;
  mastery_updates: MasteryUpdatesTable;
  learning_object_opens: LearningObjectOpensTable;
  feedback_questions: FeedbackQuestionsTable;
  feedback_responses: FeedbackResponsesTable;
  feedback_answers: FeedbackAnswersTable;
  reviews: ReviewsTable;
  certificates: CertificatesTable;
  support_messages: SupportMessagesTable;
  support_replies: SupportRepliesTable;
  audit_log: AuditLogTable;
  xapi_statements: XapiStatementsTable;
  classes: ClassesTable;
  class_courses: ClassCoursesTable;
  class_members: ClassMembersTable;
  login_failures: LoginFailuresTable;
  login_spread: LoginSpreadTable;
  known_browsers: KnownBrowsersTable;
  studies: StudiesTable;
  study_versions: StudyVersionsTable;
  study_courses: StudyCoursesTable;
  study_participants: StudyParticipantsTable;
  study_path_snapshots: StudyPathSnapshotsTable;
  study_exposures: StudyExposuresTable;
  lti_platforms: LtiPlatformsTable;
  lti_deployments: LtiDeploymentsTable;
  lti_keys: LtiKeysTable;
  lti_logins: LtiLoginsTable;
  lti_accounts: LtiAccountsTable;
  lti_contexts: LtiContextsTable;
  lti_links: LtiLinksTable;
  lti_link_users: LtiLinkUsersTable;
  lti_tokens: LtiTokensTable;
  lti_scores: LtiScoresTable;
  course_authors: CourseAuthorsTable;
  learner_course_figures: LearnerCourseFiguresTable;
  course_figures: CourseFiguresTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  survey_offers: SurveyOffersTable;
}
