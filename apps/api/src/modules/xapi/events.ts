// The events of Parcours as xAPI events, one builder per kind, so that a service records them with one line:
// `await queueStatements(trx, quizAttemptEvents(...))` inside the transaction that stores the fact.
import {
  answerCredit,
  type FeedbackItem,
  feedbackItems,
  type GivenAnswer,
  matchingChoices,
  matchingPrompts,
  orderingDisplay,
  type QuestionOutcome,
  questionnaireTable,
  questionTypes,
} from '@parcours/shared';
import { languageMap, type XapiEvent, type XapiInteraction } from './statements';

const bool = (v: number | boolean | null | undefined) => v === true || v === 1;
/** A typed answer's accepted answers that earn full credit: the correct responses xAPI knows of. */
const fullCredit = <A extends QuizAttemptFacts['questions'][number]['answers'][number]>(answers: A[]) =>
  answers.filter((a) => answerCredit(a) === 1);

export interface QuizAttemptFacts {
  userId: number;
  /** `kind` is the attempt's (pretest, posttest, learning_object), as quiz_attempts stores it. */
  quiz: { id: number; courseId: number; kind: string; title?: string };
  attemptId: number;
  questions: {
    id: number;
    question: string;
    type: number;
    is_valid: number | boolean | null;
    case_sensitive?: number | boolean | null;
    answers: {
      id: number;
      answer: string;
      is_valid: number | boolean;
      credit?: number | null;
      tolerance?: number | null;
      match?: string | null;
    }[];
  }[];
  given: GivenAnswer[];
  outcomes: QuestionOutcome[];
  score: number;
  total: number;
  passed: boolean;
  timeSpentSeconds: number;
  condition?: string;
  at?: string;
}

/** A submitted attempt: each question answered (response and result), then attempted and passed or failed. */
export function quizAttemptEvents(f: QuizAttemptFacts): XapiEvent[] {
  const context = {
    courseId: f.quiz.courseId,
    quizId: f.quiz.id,
    attemptId: f.attemptId,
    ...(f.condition ? { condition: f.condition } : {}),
  };
  const base = { userId: f.userId, context, ...(f.at ? { at: f.at } : {}) };
  const given = new Map(f.given.map((g) => [g.question_id, g]));
  const outcomes = new Map(f.outcomes.map((o) => [o.question_id, o]));
  const answered: XapiEvent[] = f.questions.map((question) => {
    const g = given.get(question.id);
    const correct = outcomes.get(question.id)?.is_correct;
    let interaction: XapiInteraction;
    let response: string[] | string | undefined;
    if (question.type === questionTypes.QCM) {
      interaction = {
        type: 'choice',
        choices: question.answers.map((a) => ({ id: String(a.id), text: a.answer })),
        correct: question.answers.filter((a) => bool(a.is_valid)).map((a) => String(a.id)),
      };
      response = g ? (g.answer_ids ?? []).map(String) : undefined;
    } else if (question.type === questionTypes.BINARY) {
      interaction = { type: 'true-false', correct: [bool(question.is_valid) ? 'true' : 'false'] };
      response = g?.value === '1' || g?.value === 'true' ? 'true' : g?.value ? 'false' : undefined;
    } else if (question.type === questionTypes.NUMERICAL) {
      // xAPI's numeric pattern is a range, min[:]max: one per full-credit accepted value.
      interaction = {
        type: 'numeric',
        patterns: fullCredit(question.answers).map((a) => {
          const value = Number(a.answer);
          const tolerance = Number(a.tolerance ?? 0);
          // 12 significant digits: 9.81 - 0.05 reads 9.76, not 9.760000000000002.
          const bound = (x: number) => Number(x.toPrecision(12));
          return `${bound(value - tolerance)}[:]${bound(value + tolerance)}`;
        }),
      };
      response = g?.value ?? undefined;
    } else if (question.type === questionTypes.SHORT_ANSWER) {
      const caseMatters = `{case_matters=${bool(question.case_sensitive ?? 0)}}`;
      interaction = {
        type: 'fill-in',
        patterns: fullCredit(question.answers).map((a) => `${caseMatters}${a.answer}`),
      };
      response = g?.value ?? undefined;
    } else if (question.type === questionTypes.MATCHING) {
      // Prompts are the source (by answer id), the texts to match the target (by index in the sorted choices).
      const rows = question.answers.map((a) => ({ id: a.id, answer: a.answer, match: a.match ?? null }));
      const choices = matchingChoices(rows);
      const prompts = matchingPrompts(rows);
      interaction = {
        type: 'matching',
        source: prompts.map((p) => ({ id: String(p.id), text: p.answer })),
        target: choices.map((c, i) => ({ id: String(i), text: c })),
        correct: prompts.map((p) => `${p.id}[.]${choices.indexOf(p.match ?? '')}`),
      };
      response = g?.items ? g.items.map((e) => e.replace(':', '[.]')).join('[,]') : undefined;
    } else if (question.type === questionTypes.ORDERING) {
      // The items by their position in the correct order; the response is the learner's order of them.
      const shown = orderingDisplay(question.id, question.answers.length);
      interaction = {
        type: 'sequencing',
        choices: question.answers.map((a, i) => ({ id: String(i), text: a.answer })),
        correct: question.answers.map((_, i) => String(i)),
      };
      response = g?.items ? g.items.map((i) => String(shown[Number(i)])).join('[,]') : undefined;
    } else {
      interaction = { type: 'long-fill-in' };
      response = g?.value ?? undefined;
    }
    return {
      ...base,
      verb: 'answered',
      object: { kind: 'question', id: question.id, name: question.question, interaction },
      result: {
        ...(response !== undefined ? { response } : {}),
        ...(correct === true || correct === false ? { success: correct } : {}),
      },
    };
  });
  const quizObject = {
    kind: 'quiz' as const,
    id: f.quiz.id,
    ...(f.quiz.title ? { name: f.quiz.title } : {}),
  };
  const result = {
    score: { raw: f.score, max: f.total },
    success: f.passed,
    completion: true,
    durationSeconds: f.timeSpentSeconds,
  };
  return [
    ...answered,
    { ...base, verb: 'attempted', object: quizObject },
    { ...base, verb: f.passed ? 'passed' : 'failed', object: quizObject, result },
  ];
}

const questionnaireByNumber = new Map(questionnaireTable.map((item) => [item.number, item]));

/**
 * The learning-style questionnaire (docs/design/adaptive.md §1): each item answered a or b, then completed. Each
 * item is named by its question and its two answers by their text, in English and French.
 */
export function questionnaireEvents(
  userId: number,
  courseId: number,
  responses: { question_id: number; answer: string }[],
  at?: string,
): XapiEvent[] {
  const base = { userId, context: { courseId }, ...(at ? { at } : {}) };
  return [
    ...responses.map((r): XapiEvent => {
      const item = questionnaireByNumber.get(r.question_id);
      return {
        ...base,
        verb: 'answered',
        object: {
          kind: 'questionnaire-item',
          id: r.question_id,
          ...(item ? { name: languageMap(item.text) } : {}),
          interaction: {
            type: 'choice',
            choices: [
              { id: 'a', text: item ? languageMap(item.a) : 'a' },
              { id: 'b', text: item ? languageMap(item.b) : 'b' },
            ],
          },
        },
        result: { response: r.answer },
      };
    }),
    {
      ...base,
      verb: 'completed',
      object: {
        kind: 'questionnaire',
        id: 'learning-style',
        name: languageMap({
          en: 'Learning-style questionnaire',
          fr: 'Questionnaire de style d’apprentissage',
        }),
      },
      result: { completion: true },
    },
  ];
}

const feedbackByNumber = new Map(feedbackItems.map((item) => [item.question_number, item]));

/** The labelled ends of the survey's scales, as the survey page shows them. */
const scaleEnds = {
  scale_0_10: {
    low: { en: 'not at all likely', fr: 'pas du tout probable' },
    high: { en: 'extremely likely', fr: 'extrêmement probable' },
  },
  likert_1_5: {
    low: { en: 'strongly disagree', fr: 'pas du tout d’accord' },
    high: { en: 'strongly agree', fr: 'tout à fait d’accord' },
  },
} as const;

/**
 * A survey item as an xAPI interaction: its scale items (recommendation 0-10, usability and engagement 1-5) are
 * `likert`, with one scale entry per value (the ends named as on the survey page); free text is
 * `long-fill-in`. A number of an item Parcours does not know is `numeric`.
 */
function surveyInteraction(item: FeedbackItem | undefined, answer: number | string): XapiInteraction {
  if (!item || item.question_type === 'text' || item.predefined_answers === null) {
    return { type: typeof answer === 'number' ? 'numeric' : 'long-fill-in' };
  }
  const ends = scaleEnds[item.question_type];
  const values = item.predefined_answers;
  return {
    type: 'likert',
    choices: values.map((v, i) => {
      const end = i === 0 ? ends.low : i === values.length - 1 ? ends.high : null;
      return {
        id: String(v),
        text: languageMap(
          end ? { en: `${v} = ${end.en}`, fr: `${v} = ${end.fr}` } : { en: `${v}`, fr: `${v}` },
        ),
      };
    }),
  };
}

/** A feedback survey (NPS, usability, engagement): each item answered, then completed; items named by text. */
export function surveyEvents(
  userId: number,
  courseId: number | null,
  answers: { question_number: number; answer?: number | string | null }[],
  at?: string,
): XapiEvent[] {
  const base = { userId, ...(courseId !== null ? { context: { courseId } } : {}), ...(at ? { at } : {}) };
  return [
    ...answers.flatMap((a): XapiEvent[] => {
      if (a.answer === undefined || a.answer === null || a.answer === '') return [];
      const item = feedbackByNumber.get(a.question_number);
      return [
        {
          ...base,
          verb: 'answered',
          object: {
            kind: 'survey-item',
            id: a.question_number,
            ...(item ? { name: languageMap(item.text) } : {}),
            interaction: surveyInteraction(item, a.answer),
          },
          result: { response: String(a.answer) },
        },
      ];
    }),
    {
      ...base,
      verb: 'completed',
      object: {
        kind: 'survey',
        id: 'feedback',
        name: languageMap({ en: 'Feedback survey', fr: 'Questionnaire de satisfaction' }),
      },
      result: { completion: true },
    },
  ];
}

/** A learner opens a course (launched) or a learning object (experienced). */
export function launchedEvent(
  userId: number,
  course: { id: number; title?: string },
  at?: string,
): XapiEvent {
  return {
    userId,
    verb: 'launched',
    object: { kind: 'course', id: course.id, ...(course.title ? { name: course.title } : {}) },
    ...(at ? { at } : {}),
  };
}

export function experiencedEvent(
  userId: number,
  learningObject: { id: number; title?: string; courseId: number },
  at?: string,
): XapiEvent {
  return {
    userId,
    verb: 'experienced',
    object: {
      kind: 'learning-object',
      id: learningObject.id,
      ...(learningObject.title ? { name: learningObject.title } : {}),
    },
    context: { courseId: learningObject.courseId },
    ...(at ? { at } : {}),
  };
}

/** A course finished (post-test passed or progress complete, as the course says). */
export function courseCompletedEvent(userId: number, courseId: number, at?: string): XapiEvent {
  return {
    userId,
    verb: 'completed',
    object: { kind: 'course', id: courseId },
    result: { completion: true },
    ...(at ? { at } : {}),
  };
}
