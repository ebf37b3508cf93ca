// The learning-style questionnaire (docs/design/adaptive.md §1): the items, scoring a submission and storing it as
// the learner's result (history kept), reading results, and the distribution statistics for admins.
// The scoring, the item table and the bands are the shared adaptive model's; this file only stores and reads.
import {
  checkResponses,
  distribution,
  type Language,
  type LearningStyleResult,
  type MessageKey,
  type PaginationMeta,
  type QuestionnaireIssue,
  type QuestionnaireResponse,
  questionnaireItems,
  roles,
  type StyleDistributionWire,
  type StyleResult,
  type SubmitResponsesBody,
  scoreQuestionnaire,
  styleResultFromColumns,
  styleResultToColumns,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { requireEnrolment } from '../enrolments/service';
import { styleResultToWire } from '../users/mapper';
import { questionnaireEvents, queueStatements } from '../xapi/service';
import * as q from './queries';

export interface Learner {
  userId: number;
}

/** `GET /api/user/Silverman/questions`. */
export function questions(lang: Language) {
  return questionnaireItems(lang);
}

/**
 * The questionnaire's issues as field errors: the whole list under `responses`, unanswered items under
 * `question_<id>`, and each faulty response under its index as sent.
 */
function issueErrors(
  responses: readonly QuestionnaireResponse[],
  issues: QuestionnaireIssue[],
): Record<string, MessageKey[]> {
  const errors: Record<string, MessageKey[]> = { responses: ['validation.answerAllQuestions'] };
  const ids = (code: QuestionnaireIssue['code']) =>
    new Set(issues.find((i) => i.code === code)?.questionIds ?? []);
  const unknown = ids('unknownQuestion');
  const duplicate = ids('duplicate');
  const invalid = ids('invalidAnswer');
  for (const id of ids('missing')) errors[`question_${id}`] = ['validation.questionUnanswered'];
  const seen = new Set<number>();
  responses.forEach((r, i) => {
    const id = r.question_id;
    if (!Number.isFinite(id) || unknown.has(id)) {
      errors[`responses.${i}.question_id`] = ['validation.unknownQuestionnaireItem'];
      return;
    }
    if (duplicate.has(id) && seen.has(id)) {
      errors[`responses.${i}.question_id`] = ['validation.duplicateQuestion'];
    }
    seen.add(id);
    if (invalid.has(id) && r.answer !== 'a' && r.answer !== 'b') {
      errors[`responses.${i}.answer`] = ['validation.answerAOrB'];
    }
  });
  return errors;
}

/**
 * `POST /api/user/Silverman/submit-responses`: 403 unless the learner is enrolled in `course_id`; 422
 * "Please answer all questions before submitting" unless every item is answered once with a or b.
 */
export async function submit(
  db: Database,
  learner: Learner,
  body: SubmitResponsesBody,
  now: Date,
): Promise<LearningStyleResult> {
  await requireEnrolment(db, learner.userId, body.course_id);
  const responses: QuestionnaireResponse[] = body.responses;
  const issues = checkResponses(responses);
  if (issues.length > 0) {
    throw new AppError(422, 'validation.answerAllQuestions', undefined, {
      errors: issueErrors(responses, issues),
    });
  }
  const row = await db.transaction().execute(async (trx) => {
    const stored = await storeResult(trx, learner.userId, body.course_id, responses, now.toISOString());
    await queueStatements(
      trx,
      questionnaireEvents(learner.userId, body.course_id, stored.sorted, now.toISOString()),
    );
    return stored.row;
  });
  return styleResultToWire(row);
}

/** Scores checked responses and stores the result with them (sorted by item), in the caller's transaction. */
async function storeResult(
  trx: Database,
  userId: number,
  courseId: number,
  responses: readonly QuestionnaireResponse[],
  at: string,
) {
  const sorted = [...responses]
    .sort((x, y) => x.question_id - y.question_id)
    .map((r) => ({ question_id: r.question_id, answer: r.answer }));
  const row = await q.insertResult(trx, {
    user_id: userId,
    course_id: courseId,
    ...styleResultToColumns(scoreQuestionnaire(sorted)),
    responses: JSON.stringify(sorted),
    created_at: at,
  });
  return { row, sorted };
}

/**
 * Questionnaires answered earlier (the demo's simulated learners), each complete, stored as a submission stores
 * them, in the caller's transaction and without xAPI statements; the results' ids in the order given.
 */
export async function recordPastResults(
  trx: Database,
  results: { userId: number; courseId: number; responses: QuestionnaireResponse[]; at: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const r of results) {
    if (checkResponses(r.responses).length > 0)
      throw new Error(`incomplete questionnaire of user ${r.userId}`);
    ids.push((await storeResult(trx, r.userId, r.courseId, r.responses, r.at)).row.id);
  }
  return ids;
}

/** `GET /api/user/Silverman/result`: the latest result, or null before the first submission. */
export async function latest(db: Database, learner: Learner): Promise<LearningStyleResult | null> {
  const [row] = await q.latestResults(db, [learner.userId]);
  return row ? styleResultToWire(row) : null;
}

/** `GET /api/user/Silverman/results`: every submission, newest first. */
export async function history(
  db: Database,
  learner: Learner,
  page: { page: number; per_page: number },
): Promise<{ data: LearningStyleResult[]; meta: PaginationMeta }> {
  const { rows, total } = await q.resultsPage(
    db,
    learner.userId,
    page.per_page,
    (page.page - 1) * page.per_page,
  );
  return {
    data: rows.map(styleResultToWire),
    meta: { current_page: page.page, per_page: page.per_page, total },
  };
}

/** The latest result of each user, for the other adaptive modules (path, recommendations). */
export async function latestResultsOf(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, { result: StyleResult; wire: LearningStyleResult }>> {
  const rows = await q.latestResults(db, userIds);
  return new Map(
    rows.map((row) => [row.user_id, { result: styleResultFromColumns(row), wire: styleResultToWire(row) }]),
  );
}

/** `GET /api/statistics/silverman-distribution`: over each learner's latest result. */
export async function distributionStats(db: Database): Promise<StyleDistributionWire> {
  const rows = await q.latestResultsOfLearners(db, roles.user);
  const dims = distribution(rows.map((row) => styleResultFromColumns(row)));
  return { learners: rows.length, bands: ['mild', 'moderate', 'strong'], dimensions: dims };
}
