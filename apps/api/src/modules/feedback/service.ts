// Rules of the feedback survey (docs/design/adaptive.md §8): the questions in the caller's language, a submission
// checked item by item and scored by the shared `scoreFeedback`, the platform metrics and the admin list.
import {
  type AdminFeedbackQuery,
  type FeedbackAnswer,
  type FeedbackBody,
  type FeedbackCategory,
  type FeedbackQuestion,
  type FeedbackResponse,
  type FeedbackResult,
  type Language,
  type MessageKey,
  npsCategory,
  npsScore,
  type PaginationMeta,
  type PlatformMetrics,
  type SurveyOffer,
  scoreFeedback,
  surveyOfferSnoozeDays,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { isEnrolled } from '../enrolments/service';
import { queueStatements, surveyEvents } from '../xapi/service';
import * as q from './queries';
import { ensureFeedbackQuestions } from './seed';

export { seedFeedbackQuestions } from './seed';

type QuestionRow = Awaited<ReturnType<typeof q.allQuestions>>[number];

function questionToWire(row: QuestionRow, lang: Language): FeedbackQuestion {
  const type = row.question_type;
  return {
    id: row.id,
    question_number: row.question_number,
    question_text: lang === 'fr' ? row.question_text_fr : row.question_text_en,
    question_type: type,
    category: row.category,
    predefined_answers: row.predefined_answers ? (JSON.parse(row.predefined_answers) as number[]) : null,
    required: type !== 'text',
  };
}

export async function listQuestions(
  db: Database,
  query: { page: number; per_page: number; category?: FeedbackCategory },
  lang: Language,
): Promise<{ data: FeedbackQuestion[]; meta: PaginationMeta }> {
  await ensureFeedbackQuestions(db);
  const { rows, total } = await q.questionPage(db, {
    category: query.category,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map((r) => questionToWire(r, lang)),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

const scaleBounds: Record<string, { min: number; max: number; key: MessageKey }> = {
  scale_0_10: { min: 0, max: 10, key: 'validation.npsAnswer' },
  likert_1_5: { min: 1, max: 5, key: 'validation.likertAnswer' },
};

/** A whole number from JSON, or from a form field holding only digits. */
function wholeNumber(v: number | string): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  return /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : null;
}

interface CheckedAnswer {
  question: QuestionRow;
  value_number: number | null;
  value_text: string | null;
}

/** 422 with one message per faulty answer; every required item must be answered. */
function checkAnswers(body: FeedbackBody, questions: QuestionRow[]): CheckedAnswer[] {
  const errors: Record<string, MessageKey[]> = {};
  const byId = new Map(questions.map((x) => [x.id, x]));
  const seen = new Set<number>();
  const checked: CheckedAnswer[] = [];
  body.answers.forEach((entry, i) => {
    const question = byId.get(entry.question_id);
    if (!question) {
      errors[`answers.${i}.question_id`] = ['validation.unknownFeedbackQuestion'];
      return;
    }
    if (seen.has(question.id)) {
      errors[`answers.${i}.question_id`] = ['validation.duplicateQuestion'];
      return;
    }
    seen.add(question.id);
    const bounds = scaleBounds[question.question_type];
    if (bounds) {
      const n = wholeNumber(entry.answer);
      if (n === null || n < bounds.min || n > bounds.max) errors[`answers.${i}.answer`] = [bounds.key];
      else checked.push({ question, value_number: n, value_text: null });
    } else if (typeof entry.answer !== 'string') {
      errors[`answers.${i}.answer`] = ['validation.textAnswer'];
    } else if (entry.answer.trim() !== '') {
      checked.push({ question, value_number: null, value_text: entry.answer.trim() });
    } else {
      seen.delete(question.id);
    }
  });
  const missing = questions.some((x) => x.question_type !== 'text' && !seen.has(x.id));
  if (missing) errors.answers = ['validation.answerAllQuestions'];
  if (Object.keys(errors).length > 0) {
    throw new AppError(422, 'error.validation', undefined, { errors });
  }
  return checked;
}

/**
 * Stores one response with its answers and copies its scores to the learner's account (their latest answers), in
 * the caller's transaction: what a submission and a response given earlier (the demo) both write.
 */
async function storeResponse(
  trx: Database,
  userId: number,
  courseId: number | null,
  checked: CheckedAnswer[],
  at: string,
) {
  const answers: FeedbackAnswer[] = checked.map((c) => ({
    question_number: c.question.question_number,
    answer: c.value_number ?? c.value_text,
  }));
  const scores = scoreFeedback(answers);
  const stored = {
    nps: scores.nps,
    usability_score: scores.usabilityScore,
    engagement_score: scores.engagement?.mean ?? null,
  };
  const row = await q.insertResponse(trx, {
    user_id: userId,
    course_id: courseId,
    ...stored,
    created_at: at,
  });
  await q.insertAnswers(
    trx,
    checked.map((c) => ({
      response_id: row.id,
      question_id: c.question.id,
      value_number: c.value_number,
      value_text: c.value_text,
    })),
  );
  await q.setUserScores(trx, userId, stored, at);
  return { row, answers, stored, scores };
}

/**
 * `POST /api/feedback`: stores the response and its answers and copies the scores to the learner's account
 * (their latest answers), in one transaction.
 */
export async function submitFeedback(
  db: Database,
  userId: number,
  body: FeedbackBody,
  now: Date = new Date(),
): Promise<FeedbackResult> {
  await ensureFeedbackQuestions(db);
  const questions = await q.allQuestions(db);
  if (questions.length === 0) throw new AppError(503, 'error.feedbackSurveyMissing');
  const checked = checkAnswers(body, questions);
  if (body.course_id !== undefined && !(await isEnrolled(db, userId, body.course_id))) {
    throw new AppError(422, 'error.validation', undefined, {
      errors: { course_id: ['validation.unknownItem'] },
    });
  }
  const at = now.toISOString();
  const { row, stored, scores } = await db.transaction().execute(async (trx) => {
    const saved = await storeResponse(trx, userId, body.course_id ?? null, checked, at);
    await queueStatements(trx, surveyEvents(userId, body.course_id ?? null, saved.answers, at));
    return saved;
  });
  return {
    id: row.id,
    course_id: row.course_id,
    ...stored,
    engagement_score_100: scores.engagement?.score100 ?? null,
    created_at: row.created_at,
  };
}

/** A survey answered earlier (the demo's simulated learners): numeric answers by question number. */
export interface PastResponse {
  userId: number;
  courseId: number | null;
  answers: { question_number: number; answer: number }[];
  at: string;
}

/**
 * Responses given earlier, stored as a submission stores them, in the caller's transaction and without xAPI
 * statements (nothing is replayed to an LRS); answers to questions the survey does not have are left out.
 */
export async function recordPastResponses(trx: Database, responses: PastResponse[]): Promise<void> {
  const byNumber = new Map((await q.allQuestions(trx)).map((x) => [x.question_number, x]));
  for (const r of responses) {
    const checked = r.answers.flatMap((a) => {
      const question = byNumber.get(a.question_number);
      return question ? [{ question, value_number: a.answer, value_text: null }] : [];
    });
    await storeResponse(trx, r.userId, r.courseId, checked, r.at);
  }
}

/** `GET /api/metrics` (and the admin dashboard): over each user's latest answers. */
export async function platformMetrics(db: Database): Promise<PlatformMetrics> {
  const [distribution, means] = await Promise.all([q.npsDistribution(db), q.scoreMeans(db)]);
  const values: number[] = [];
  const counts = { promoter: 0, passive: 0, detractor: 0 };
  for (const row of distribution) {
    const value = Number(row.nps);
    const n = Number(row.n);
    counts[npsCategory(value)] += n;
    for (let i = 0; i < n; i++) values.push(value);
  }
  return {
    nps: npsScore(values),
    nps_responses: values.length,
    promoters: counts.promoter,
    passives: counts.passive,
    detractors: counts.detractor,
    usability_score: means.usability,
    usability_responses: means.usabilityCount,
    engagement_score: means.engagement,
    engagement_responses: means.engagementCount,
    submissions: means.submissions,
  };
}

export async function countFeedback(
  db: Database,
  engine: Engine,
  query: AdminFeedbackQuery,
  /** An instructor's id: their classes' learners in their classes' courses only (classes/access.ts). */
  instructorId?: number,
): Promise<number> {
  return q.countResponses(db, engine, {
    courseId: query.course_id,
    userId: query.user_id,
    search: query.search,
    instructorId,
  });
}

/** `GET /api/admin/feedback`: responses with who answered, the course, the scores and every answer. */
export async function listFeedback(
  db: Database,
  engine: Engine,
  query: AdminFeedbackQuery,
  /** An instructor's id: their classes' learners in their classes' courses only (classes/access.ts). */
  instructorId?: number,
): Promise<{ data: FeedbackResponse[]; meta: PaginationMeta }> {
  const filter = { courseId: query.course_id, userId: query.user_id, search: query.search, instructorId };
  const [rows, total] = await Promise.all([
    q.responsePage(db, engine, {
      ...filter,
      sort: query.sort ?? 'created_at',
      order: query.order ?? 'desc',
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    q.countResponses(db, engine, filter),
  ]);
  const answers = await q.answersOf(
    db,
    rows.map((r) => r.id),
  );
  const byResponse = new Map<number, FeedbackResponse['answers']>();
  for (const a of answers) {
    const list = byResponse.get(a.response_id) ?? [];
    list.push({
      question_id: a.question_id,
      question_number: a.question_number,
      category: a.category,
      answer: a.value_number !== null ? Number(a.value_number) : a.value_text,
    });
    byResponse.set(a.response_id, list);
  }
  return {
    data: rows.map((r) => ({
      id: r.id,
      user: { id: r.user_id, first_name: r.first_name, last_name: r.last_name },
      course:
        r.course_id !== null && r.course_title !== null ? { id: r.course_id, title: r.course_title } : null,
      nps: r.nps === null ? null : Number(r.nps),
      usability_score: r.usability_score === null ? null : Number(r.usability_score),
      engagement_score: r.engagement_score === null ? null : Number(r.engagement_score),
      created_at: r.created_at,
      answers: byResponse.get(r.id) ?? [],
    })),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

const offeredSections = ['nps', 'usability', 'engagement'] as const;
const dayMs = 24 * 3600 * 1000;

/**
 * The survey offered after a post-test (docs/design/product.md §4 "Survey offer"): open once the learner has
 * submitted a post-test and left a survey section unanswered; "Not now" puts it away for
 * `surveyOfferSnoozeDays`, "No, thanks" for good; an answer to every section ends it.
 */
export async function surveyOffer(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<SurveyOffer> {
  const [post, answered, offer] = await Promise.all([
    q.latestPostTest(db, userId),
    q.answeredCategories(db, userId),
    q.findSurveyOffer(db, userId),
  ]);
  const categories = offeredSections.filter((c) => !answered.includes(c));
  const snoozedUntil = offer?.snoozed_at
    ? new Date(Date.parse(offer.snoozed_at) + surveyOfferSnoozeDays * dayMs).toISOString()
    : null;
  const state: SurveyOffer['state'] =
    categories.length === 0
      ? 'answered'
      : offer?.declined_at
        ? 'declined'
        : !post
          ? 'none'
          : snoozedUntil !== null && snoozedUntil > now.toISOString()
            ? 'snoozed'
            : 'open';
  return {
    state,
    categories: [...categories],
    course_id: post?.course_id ?? null,
    snoozed_until: state === 'snoozed' ? snoozedUntil : null,
  };
}

/** `POST /api/user/survey-offer`: "Not now" (`later`) or "No, thanks" (`never`), kept on the server. */
export async function decideSurveyOffer(
  db: Database,
  userId: number,
  decision: 'later' | 'never',
  now: Date = new Date(),
): Promise<SurveyOffer> {
  const at = now.toISOString();
  await q.saveSurveyOffer(db, userId, decision === 'later' ? { snoozed_at: at } : { declined_at: at }, at);
  return surveyOffer(db, userId, now);
}
