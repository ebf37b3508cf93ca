// The study's instruments (docs/studies.md §4, "Instruments"): item analysis and KR-20 of each counted pretest
// and post-test per quiz version and parallel form, and the reliability of the questionnaire's four dimensions
// and of the survey's scales, on the allocated learners still taking part. Read in three queries plus one per
// quiz version whatever the number of learners; the figures themselves are computed by `instrumentFigures`,
// which reads no database.
import {
  type AdminQuestion,
  engagementItems,
  type FeedbackItem,
  feedbackItemScore,
  isScored,
  itemStatistics,
  parseBinaryValue,
  type QuestionnaireResponse,
  type QuizForm,
  questionnaireItemScores,
  questionsOfForm,
  questionTypes,
  type StudyDashboard,
  type StudyScale,
  scaleReliability,
  styleDimensions,
  usabilityItems,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import { questionsOfVersion } from '../quizzes/versions';
import * as pq from './package-queries';

type Instruments = StudyDashboard['instruments'];
type TestUse = Instruments['tests'][number]['use'];

/** One answer of a counted attempt as stored. */
interface StoredAnswer {
  answer_ids: string | null;
  value: string | null;
  is_correct: number | null;
  /** The credit earned, 0..1 (null for an unscored question). */
  credit: number | null;
}

/** The counted attempts on one version of a quiz used as one test (pretest or post-test). */
interface TestResponses {
  courseId: number;
  quizId: number;
  version: number;
  use: TestUse;
  /** The parallel form the attempts drew; null when they were taken on every question. */
  form: QuizForm | null;
  /** The questions the attempts were shown (the form's of the version), correct answers included, in order. */
  questions: AdminQuestion[];
  /** Per attempt, its answers by question id. */
  attempts: Map<number, StoredAnswer>[];
}

export interface InstrumentData {
  tests: TestResponses[];
  /** The questionnaire answers of each learner's latest result. */
  questionnaires: QuestionnaireResponse[][];
  /** Per learner's latest survey, its scale answers by question number. */
  surveys: Map<number, number | null>[];
}

/** Loads what the instruments are computed from for the study's learners and questionnaire results. */
export async function loadInstrumentData(
  db: Database,
  studyId: number,
  questionnaires: QuestionnaireResponse[][],
): Promise<InstrumentData> {
  const [answers, surveyRows] = await Promise.all([
    pq.countedAnswers(db, studyId),
    pq.latestSurveyAnswers(db, studyId),
  ]);
  const groups = new Map<
    string,
    Omit<TestResponses, 'questions' | 'attempts'> & { attempts: Map<number, Map<number, StoredAnswer>> }
  >();
  for (const row of answers) {
    const use: TestUse = row.kind === 'pretest' ? 'pretest' : 'posttest';
    const key = `${row.quiz_id}:${row.quiz_version}:${use}:${row.form ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        courseId: row.course_id,
        quizId: row.quiz_id,
        version: Number(row.quiz_version),
        use,
        form: row.form,
        attempts: new Map(),
      };
      groups.set(key, group);
    }
    const attempt = group.attempts.get(row.attempt_id) ?? new Map<number, StoredAnswer>();
    group.attempts.set(row.attempt_id, attempt);
    attempt.set(row.question_id, row);
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      a.quizId - b.quizId ||
      a.version - b.version ||
      (a.use === b.use ? 0 : a.use === 'pretest' ? -1 : 1) ||
      (a.form ?? '').localeCompare(b.form ?? ''),
  );
  // Each version is read once, whatever the number of uses and forms taken on it.
  const versions = new Map<string, ReturnType<typeof questionsOfVersion>>();
  const questionsOf = (quizId: number, version: number) => {
    const key = `${quizId}:${version}`;
    if (!versions.has(key)) versions.set(key, questionsOfVersion(db, quizId, version));
    return versions.get(key)!;
  };
  const tests = await Promise.all(
    ordered.map(async (g) => ({
      courseId: g.courseId,
      quizId: g.quizId,
      version: g.version,
      use: g.use,
      form: g.form,
      questions: questionsOfForm((await questionsOf(g.quizId, g.version)) ?? [], g.form),
      attempts: [...g.attempts.values()],
    })),
  );
  const surveys = new Map<number, Map<number, number | null>>();
  for (const row of surveyRows) {
    if (!surveys.has(row.response_id)) surveys.set(row.response_id, new Map());
    surveys.get(row.response_id)!.set(row.question_number, row.value_number);
  }
  return { tests, questionnaires, surveys: [...surveys.values()] };
}

const binaryOptions = [
  { value: true, answer: 'true' },
  { value: false, answer: 'false' },
] as const;

/** The item analysis of one test: per scored question, difficulty, discrimination and the answers chosen. */
function testFigures(test: TestResponses): Instruments['tests'][number] {
  const items = test.questions.filter((q) => isScored(q.type));
  // The item score is the credit earned (1 or 0, or a fraction for partial credit); no answer scores 0.
  const rows = test.attempts.map((a) => items.map((q) => Number(a.get(q.id)?.credit ?? 0)));
  const stats = itemStatistics(rows, items.length);
  return {
    course_id: test.courseId,
    quiz_id: test.quizId,
    version: test.version,
    use: test.use,
    form: test.form,
    ...scaleReliability(rows, items.length),
    items: items.map((q, j) => {
      const given = test.attempts.map((a) => a.get(q.id));
      const chosenIds = given.map(
        (g) => new Set<number>(g?.answer_ids ? (JSON.parse(g.answer_ids) as number[]) : []),
      );
      const isBinary = q.type === questionTypes.BINARY;
      // Only a choice and a true/false question have options to count; the others' answers are what each learner
      // typed, matched or ordered (stored as text: answered when not blank).
      const typed = q.type !== questionTypes.QCM && !isBinary;
      const options = typed
        ? []
        : isBinary
          ? binaryOptions.map((o) => ({
              answer_id: null,
              answer: o.answer,
              correct: o.value === (q.is_valid === 1),
              chosen: given.filter((g) => parseBinaryValue(g?.value) === o.value).length,
            }))
          : q.answers.map((x) => ({
              answer_id: x.id,
              answer: x.answer,
              correct: x.is_valid === 1,
              chosen: chosenIds.filter((s) => s.has(x.id)).length,
            }));
      const answered = (g: StoredAnswer | undefined, i: number) =>
        typed
          ? (g?.value ?? '').trim() !== ''
          : isBinary
            ? parseBinaryValue(g?.value) !== null
            : chosenIds[i]!.size > 0;
      return {
        question_id: q.id,
        position: j + 1,
        question: q.question,
        ...stats[j]!,
        unanswered: given.filter((g, i) => !answered(g, i)).length,
        options,
      };
    }),
  };
}

/** One survey scale's reliability from its items' scored answers (`feedbackItemScore`). */
function surveyScale(scale: StudyScale, items: readonly FeedbackItem[], surveys: InstrumentData['surveys']) {
  const rows = surveys.map((s) =>
    items.map((item) => {
      const x = s.get(item.question_number);
      return x == null ? null : feedbackItemScore(item, x);
    }),
  );
  return { scale, ...scaleReliability(rows, items.length) };
}

/** The questionnaire's items per dimension (their count: scores of no answers). */
const ilsItems = questionnaireItemScores([]);

export function instrumentFigures(data: InstrumentData): Instruments {
  const ils = data.questionnaires.map(questionnaireItemScores);
  const engagement = [...new Set(engagementItems.map((item) => item.subscale))].map((subscale) =>
    surveyScale(
      `engagement_${subscale}` as StudyScale,
      engagementItems.filter((item) => item.subscale === subscale),
      data.surveys,
    ),
  );
  return {
    tests: data.tests.map(testFigures),
    scales: [
      ...styleDimensions.map((d) => ({
        scale: `ils_${d}` as const,
        ...scaleReliability(
          ils.map((s) => s[d]),
          ilsItems[d].length,
        ),
      })),
      surveyScale('sus', usabilityItems, data.surveys),
      ...engagement,
    ],
  };
}
