// Test data of the adaptive modules: questionnaire answers that give a chosen result, and results written
// straight to the table for learners whose answers a test does not need to send.
import {
  type QuestionnaireResponse,
  questionnaireTable,
  type StyleDimension,
  type StylePole,
  scoreQuestionnaire,
  styleResultToColumns,
} from '@parcours/shared';
import type { TestApp } from './helpers';

/** Per dimension, the pole to lean to and on how many of its 11 items (the rest lean the other way). */
export type StylePlan = Record<StyleDimension, [StylePole, number]>;

/** The 44 responses that lean `count` items of each dimension to `pole`, in item order. */
export function answersFor(plan: StylePlan): QuestionnaireResponse[] {
  const used = new Map<StyleDimension, number>();
  return questionnaireTable.map((item) => {
    const [pole, count] = plan[item.dimension];
    const n = used.get(item.dimension) ?? 0;
    used.set(item.dimension, n + 1);
    const towardPole = n < count;
    const answer = (item.aPole === pole) === towardPole ? 'a' : 'b';
    return { question_id: item.number, answer };
  });
}

/** Strong preferences on every dimension: sensing, visual, active, sequential (11 items each). */
export const sensingActivePlan: StylePlan = {
  processing: ['active', 11],
  perception: ['sensing', 11],
  input: ['visual', 11],
  understanding: ['sequential', 11],
};

/** The opposite learner: reflective, intuitive, auditory, global. */
export const intuitiveReflectivePlan: StylePlan = {
  processing: ['reflective', 11],
  perception: ['intuitive', 11],
  input: ['auditory', 11],
  understanding: ['global', 11],
};

/** Balanced on every dimension (scores of 1): the path keeps the author's order. */
export const balancedPlan: StylePlan = {
  processing: ['active', 6],
  perception: ['sensing', 6],
  input: ['visual', 6],
  understanding: ['sequential', 6],
};

/** Stores a result for `userId` as the questionnaire would have, without going through HTTP. */
export async function insertStyleResult(
  t: TestApp,
  userId: number,
  plan: StylePlan,
  createdAt = new Date().toISOString(),
) {
  const responses = answersFor(plan);
  return t.db
    .insertInto('learning_style_results')
    .values({
      user_id: userId,
      course_id: null,
      ...styleResultToColumns(scoreQuestionnaire(responses)),
      responses: JSON.stringify(responses),
      created_at: createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
