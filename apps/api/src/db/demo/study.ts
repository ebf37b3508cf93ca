// The demo study (SEED_DEMO): one open study on the first two demo courses with 120 simulated learners who
// enrolled, decided on consent, took the pretest (and were allocated by the study's own allocation), learned,
// took the post-test and answered the surveys, so a newcomer's first study dashboard has figures. The
// simulation is seeded, so every install gets the same learners and the same figures; it never runs outside
// the demo seed.
import {
  feedbackItems,
  type LearnerLevel,
  levelFromPretest,
  questionnaireTable,
  scoreFeedback,
  scoreQuestionnaire,
  styleResultToColumns,
} from '@parcours/shared';
import { newPseudonym } from '../../lib/tokens';
import { allocateAtPretest } from '../../modules/studies/participation';
import { changeState, createStudy } from '../../modules/studies/service';
import type { Database } from '../database';
import type { DemoSeeder } from '../seeder';

export const demoStudyTitle = 'Does ordering by learning style help? (demo)';
export const demoLearners = 120;
const day = 24 * 3600 * 1000;

/** mulberry32: a small seeded generator, enough for a simulation that must give the same data everywhere. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** A score on a ten-question quiz, in whole questions. */
const onTen = (percentage: number) => Math.round(clamp(percentage, 0, 100) / 10) * 10;

/** The expected normalized change of each condition in the simulation (the demo's "true" effects). */
const meanGain: Record<string, number> = { adaptive: 0.42, author_order: 0.34 };

export async function seedDemoStudy(db: Database, adminId: number, now: Date): Promise<number> {
  const courses = await db
    .selectFrom('courses as c')
    .innerJoin('quizzes as q', 'q.course_id', 'c.id')
    .select(['c.id', 'q.id as quiz_id'])
    .where('c.deleted_at', 'is', null)
    .orderBy('c.id')
    .limit(2)
    .execute();
  if (courses.length < 2) return 0;
  const questions = new Map(
    (await db.selectFrom('feedback_questions').select(['id', 'question_number']).execute()).map((q) => [
      q.question_number,
      q.id,
    ]),
  );
  const actor = { id: adminId, role: 1, ip: null };
  const start = new Date(now.getTime() - 75 * day);
  const study = await createStudy(
    db,
    actor,
    {
      title: demoStudyTitle,
      description:
        'A demonstration with simulated learners: the adaptive path against the course in its author’s order.',
      course_ids: courses.map((c) => c.id),
      opens_at: new Date(start.getTime() - day).toISOString(),
      closes_at: new Date(now.getTime() + 90 * day).toISOString(),
      conditions: [
        { condition: 'adaptive', weight: 1 },
        { condition: 'author_order', weight: 1 },
      ],
      seed: 'parcours-demo',
      consent: {
        en: 'This course is part of a study of how the order of a course affects learning. Your answers are kept under a pseudonym. You may withdraw at any time from your profile; you keep learning either way.',
        fr: 'Ce cours fait partie d’une étude sur l’effet de l’ordre d’un cours sur l’apprentissage. Vos réponses sont conservées sous un pseudonyme. Vous pouvez vous retirer à tout moment depuis votre profil ; vous continuez à apprendre dans tous les cas.',
      },
      delayed_posttest_days: null,
      post_test_rule: 'first',
      fallback_condition: 'adaptive',
    },
    start,
  );
  await changeState(db, actor, study.id, 'open', start);

  const random = generator(20260301);
  const normal = () => {
    const u = Math.max(random(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const firstNames = [
    'Alex',
    'Camille',
    'Charlie',
    'Dominique',
    'Eden',
    'Jules',
    'Lou',
    'Maxime',
    'Noa',
    'Sacha',
  ];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < demoLearners; i += 1) {
      const course = courses[i % 2]!;
      const enrolledAt = new Date(start.getTime() + i * 12 * 3600 * 1000);
      const iso = (offsetHours: number) =>
        new Date(enrolledAt.getTime() + offsetHours * 3600 * 1000).toISOString();
      const user = await trx
        .insertInto('users')
        .values({
          first_name: firstNames[i % firstNames.length]!,
          last_name: `Demo ${String(i + 1).padStart(3, '0')}`,
          email: `study.learner${String(i + 1).padStart(3, '0')}@demo.parcours.local`,
          password_hash: null,
          role: 0,
          status: 'accepted',
          pseudonym: newPseudonym(),
          created_at: iso(0),
          updated_at: iso(0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const enrolment = await trx
        .insertInto('enrolments')
        .values({ user_id: user.id, course_id: course.id, enrolled_at: iso(0) })
        .returning('id')
        .executeTakeFirstOrThrow();

      // The questionnaire: each dimension leans to one pole with a learner's own strength.
      const lean = [random(), random(), random(), random()];
      const dims = ['processing', 'perception', 'input', 'understanding'];
      const responses = questionnaireTable.map((item) => {
        const p = lean[dims.indexOf(item.dimension)]!;
        return { question_id: item.number, answer: random() < p ? 'a' : 'b' };
      });
      const style = scoreQuestionnaire(responses);
      await trx
        .insertInto('learning_style_results')
        .values({
          user_id: user.id,
          course_id: course.id,
          ...styleResultToColumns(style),
          responses: JSON.stringify(responses),
          created_at: iso(0.5),
        })
        .execute();

      // Consent: most accept, a few decline, one in forty withdraws later.
      const draw = random();
      const status = draw < 0.08 ? 'declined' : 'accepted';
      await trx
        .insertInto('study_participants')
        .values({
          study_id: study.id,
          user_id: user.id,
          course_id: course.id,
          status,
          consent_version: 1,
          decided_at: iso(0.7),
          created_at: iso(0.7),
        })
        .execute();

      const pre = onTen(45 + 18 * normal());
      const preAttempt = await trx
        .insertInto('quiz_attempts')
        .values({
          quiz_id: course.quiz_id,
          user_id: user.id,
          course_id: course.id,
          kind: 'pretest',
          status: pre >= 50 ? 'passed' : 'failed',
          score: pre / 10,
          total_score_possible: 10,
          percentage: pre,
          time_spent: 300 + Math.round(200 * random()),
          started_at: iso(1),
          submitted_at: iso(1.2),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const level: LearnerLevel = levelFromPretest(pre);
      await trx
        .updateTable('enrolments')
        .set({ pretest_attempt_id: preAttempt.id, level })
        .where('id', '=', enrolment.id)
        .execute();
      const condition = await allocateAtPretest(trx, {
        userId: user.id,
        courseId: course.id,
        level,
        now: new Date(iso(1.2)),
      });

      // Learning: most complete; the post-test follows with a gain around the condition's mean.
      if (random() < 0.12) continue;
      const completedAt = iso(24 * (8 + Math.round(10 * random())));
      await trx
        .updateTable('enrolments')
        .set({ status: 'completed', completed_at: completedAt, progress: 100 })
        .where('id', '=', enrolment.id)
        .execute();
      if (random() < 0.07) continue;
      const change = clamp((meanGain[condition ?? 'adaptive'] ?? 0.4) + 0.18 * normal(), -0.5, 1);
      const post = onTen(change >= 0 ? pre + change * (100 - pre) : pre + change * pre);
      const postAttempt = await trx
        .insertInto('quiz_attempts')
        .values({
          quiz_id: course.quiz_id,
          user_id: user.id,
          course_id: course.id,
          kind: 'posttest',
          status: post >= 50 ? 'passed' : 'failed',
          score: post / 10,
          total_score_possible: 10,
          percentage: post,
          time_spent: 250 + Math.round(200 * random()),
          started_at: new Date(Date.parse(completedAt) + 3600 * 1000).toISOString(),
          submitted_at: new Date(Date.parse(completedAt) + 3900 * 1000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('enrolments')
        .set({ posttest_attempt_id: postAttempt.id })
        .where('id', '=', enrolment.id)
        .execute();

      // The surveys after the course.
      const mood = random();
      const answers = feedbackItems
        .filter((item) => item.question_type !== 'text')
        .map((item) => {
          const top = item.question_type === 'scale_0_10' ? 10 : 5;
          const leaning = item.reverse_scored ? 1 - mood : mood;
          const value = Math.round(
            clamp((item.question_type === 'scale_0_10' ? 0 : 1) + leaning * top + normal(), 0, top),
          );
          return { question_number: item.question_number, answer: Math.max(value, top === 5 ? 1 : 0) };
        });
      const scores = scoreFeedback(answers);
      const response = await trx
        .insertInto('feedback_responses')
        .values({
          user_id: user.id,
          course_id: course.id,
          nps: scores.nps,
          usability_score: scores.usabilityScore,
          engagement_score: scores.engagement?.mean ?? null,
          created_at: new Date(Date.parse(completedAt) + 4000 * 1000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('feedback_answers')
        .values(
          answers
            .filter((a) => questions.has(a.question_number))
            .map((a) => ({
              response_id: response.id,
              question_id: questions.get(a.question_number)!,
              value_number: a.answer,
              value_text: null,
            })),
        )
        .execute();
      await trx
        .updateTable('users')
        .set({
          nps: scores.nps,
          usability_score: scores.usabilityScore,
          engagement_score: scores.engagement?.mean ?? null,
        })
        .where('id', '=', user.id)
        .execute();
      // One learner in forty withdraws after finishing: they leave every figure.
      if (condition && random() < 0.025)
        await trx
          .updateTable('study_participants')
          .set({ status: 'withdrawn', withdrawn_at: new Date(Date.parse(completedAt) + day).toISOString() })
          .where('study_id', '=', study.id)
          .where('user_id', '=', user.id)
          .execute();
    }
  });
  return study.id;
}

export const demoStudySeeder: DemoSeeder = {
  name: 'demo-study',
  async run(ctx) {
    if (await ctx.db.selectFrom('studies').select('id').limit(1).executeTakeFirst()) return;
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 1)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!admin) return;
    const id = await seedDemoStudy(ctx.db, admin.id, new Date());
    if (id) ctx.print(`Demo study: ${demoLearners} simulated learners in study ${id}.`);
  },
};
