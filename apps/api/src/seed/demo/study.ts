// The demo study (SEED_DEMO): one open study on the first two demo courses with 120 simulated learners who
// enrolled, decided on consent, took the pretest (and were allocated by the study's own allocation), learned,
// took the post-test and answered the surveys, so a newcomer's first study dashboard has figures. The
// simulation is seeded, so every install gets the same learners and the same figures; it never runs outside
// the demo seed. The learners enrol, answer the questionnaire, submit, complete and answer the survey through the
// modules' own functions (enrolments, learning style, quizzes, feedback), so the subscriber counts, progress,
// mastery, the survey scores and the reports' figures follow as for real learners.
import {
  feedbackItems,
  type LearnerLevel,
  levelFromPretest,
  questionnaireTable,
  type StudyCondition,
  scoreQuestionnaire,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import { whileSeeding } from '../../db/dialect';
import type { DemoSeeder } from '../../db/seeder';
import { type PastAttempt, recordPastAttempts } from '../../flows/past-attempts';
import { mulberry32 } from '../../lib/random';
import { newPseudonym } from '../../lib/tokens';
import { enrolInCourses } from '../../modules/enrolments/enrol';
import { completeEnrolmentOnce, findEnrolment } from '../../modules/enrolments/service';
import { recordPastResponses } from '../../modules/feedback/service';
import { recordPastResults } from '../../modules/learning-style/service';
import { questionsOfVersion } from '../../modules/quizzes/versions';
import { conditionAt } from '../../modules/studies/allocation';
import { changeState, conditionsOf, createStudy, studyOrThrow } from '../../modules/studies/service';
import { simulatedAnswers } from './study-answers';
import { insertLearning, loadCourseLearning, simulateLearning } from './study-learning';

const demoStudyTitle = 'Does ordering by learning style help? (demo)';
export const demoLearners = 120;
const day = 24 * 3600 * 1000;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** A score on a ten-question quiz, in whole questions. */
const onTen = (percentage: number) => Math.round(clamp(percentage, 0, 100) / 10) * 10;

/** The expected normalized change of each condition in the simulation (the demo's "true" effects). */
const meanGain: Record<string, number> = { adaptive: 0.42, author_order: 0.34 };

/**
 * The simulated learners, in one seeded sequence of draws, before anything is written: for each, the course, the
 * questionnaire, the consent, the pretest and level, the study's own allocation (the next place of the learner's
 * stratum), completion, the post-test and the survey.
 */
function simulateLearners(
  courses: { id: number; quiz_id: number }[],
  start: Date,
  conditions: ReturnType<typeof conditionsOf>,
) {
  const random = mulberry32(20260301);
  const normal = () => {
    const u = Math.max(random(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const dims = ['processing', 'perception', 'input', 'understanding'];
  const places: Record<string, number> = {};
  return Array.from({ length: demoLearners }, (_, i) => {
    const course = courses[i % 2]!;
    const enrolledAt = start.getTime() + i * 12 * 3600 * 1000;
    const iso = (offsetHours: number) => new Date(enrolledAt + offsetHours * 3600 * 1000).toISOString();
    const lean = [random(), random(), random(), random()];
    const responses = questionnaireTable.map((item) => ({
      question_id: item.number,
      answer: random() < lean[dims.indexOf(item.dimension)]! ? 'a' : 'b',
    }));
    const accepted = random() >= 0.08;
    const pre = onTen(45 + 18 * normal());
    const level: LearnerLevel = levelFromPretest(pre);
    let condition: StudyCondition | null = null;
    let seq: number | null = null;
    if (accepted) {
      // The study's own allocation: the next place of the learner's stratum.
      seq = places[level] ?? 0;
      places[level] = seq + 1;
      condition = conditionAt('parcours-demo', level, seq, conditions);
    }
    const completed = random() >= 0.12;
    const completedAt = completed ? iso(24 * (8 + Math.round(10 * random()))) : null;
    const tookPost = completed && random() >= 0.07;
    let post: number | null = null;
    let survey: { answers: { question_number: number; answer: number }[] } | null = null;
    let withdrawn = false;
    if (tookPost) {
      const change = clamp((meanGain[condition ?? 'adaptive'] ?? 0.4) + 0.18 * normal(), -0.5, 1);
      post = onTen(change >= 0 ? pre + change * (100 - pre) : pre + change * pre);
      const mood = random();
      const answers = feedbackItems
        .filter((item) => item.question_type !== 'text')
        .map((item) => {
          const top = item.question_type === 'scale_0_10' ? 10 : 5;
          const leaning = item.reverse_scored ? 1 - mood : mood;
          const value = Math.round(
            clamp((top === 5 ? 1 : 0) + leaning * top + normal(), top === 5 ? 1 : 0, top),
          );
          return { question_number: item.question_number, answer: value };
        });
      survey = { answers };
      // One learner in forty withdraws after finishing: they leave every figure.
      withdrawn = condition !== null && random() < 0.025;
    }
    return {
      i,
      course,
      iso,
      style: scoreQuestionnaire(responses),
      responses,
      accepted,
      pre,
      level,
      condition,
      seq,
      completedAt,
      post,
      survey,
      withdrawn,
    };
  });
}

export async function seedDemoStudy(db: Database, adminId: number, now: Date): Promise<number> {
  const courses = await db
    .selectFrom('courses as c')
    .innerJoin('quizzes as q', 'q.course_id', 'c.id')
    .select(['c.id', 'q.id as quiz_id', 'q.version'])
    .where('c.deleted_at', 'is', null)
    .orderBy('c.id')
    .limit(2)
    .execute();
  if (courses.length < 2) return 0;
  const actor = { id: adminId, role: 1, ip: null };
  // The learners enrol every 12 hours (120 of them: 59.5 days) and finish up to 18 days later, surveys two hours
  // after: starting 80 days back, everything has happened by the day of the seeding.
  const start = new Date(now.getTime() - 80 * day);
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
      plan: {
        hypotheses:
          'Learners whose course is ordered for their learning style and level (adaptive) score higher on the post-test than learners who follow the author’s order, once the pretest is taken into account.',
        primary_outcome: 'The percentage on the first post-test after completing the course.',
        analysis:
          'ANCOVA of the post-test on condition, pretest and allocation stratum on the complete cases, two-sided at alpha 0.05; the same on every allocated learner (intention to treat) as a sensitivity analysis.',
        effect_size: 0.5,
        alpha: 0.05,
        power: 0.8,
        pre_post_correlation: 0.5,
      },
    },
    start,
  );
  await changeState(db, actor, study.id, 'open', start);

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
  const learners = simulateLearners(courses, start, conditionsOf(await studyOrThrow(db, study.id)));
  const questions = new Map(
    await Promise.all(
      courses.map(
        async (c) => [c.quiz_id, (await questionsOfVersion(db, c.quiz_id, c.version)) ?? []] as const,
      ),
    ),
  );
  const answerDraws = mulberry32(20260303);
  const content = await loadCourseLearning(
    db,
    courses.map((c) => c.id),
    adminId,
  );

  await db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values(
        learners.map((l) => ({
          first_name: firstNames[l.i % firstNames.length]!,
          last_name: `Demo ${String(l.i + 1).padStart(3, '0')}`,
          email: `study.learner${String(l.i + 1).padStart(3, '0')}@demo.parcours.local`,
          password_hash: null,
          role: 0,
          status: 'accepted' as const,
          pseudonym: newPseudonym(),
          created_at: l.iso(0),
          updated_at: l.iso(0),
        })),
      )
      .returning('id')
      .execute();
    const userId = (l: { i: number }) => users[l.i]!.id;
    const styleResultIds = await recordPastResults(
      trx,
      learners.map((l) => ({
        userId: userId(l),
        courseId: l.course.id,
        responses: l.responses,
        at: l.iso(0.5),
      })),
    );
    // Each learner enrols through the enrolments module (the course's subscriber count follows); their pretest is
    // recorded with their learning below, first, so the enrolment counts it and sets the level from it.
    for (const l of learners) await enrolInCourses(trx, userId(l), [l.course.id], l.iso(0));
    const courseQuizAttempt = (
      l: (typeof learners)[number],
      kind: 'pretest' | 'posttest',
      percentage: number,
      at: number,
    ): PastAttempt => ({
      attempt: {
        quiz_id: l.course.quiz_id,
        user_id: userId(l),
        course_id: l.course.id,
        learning_object_id: null,
        kind,
        status: percentage >= 50 ? 'passed' : 'failed',
        score: percentage / 10,
        total_score_possible: 10,
        percentage,
        time_spent: 300,
        late: 0,
        started_at: new Date(at).toISOString(),
        submitted_at: new Date(at + 300_000).toISOString(),
        next_attempt_at: null,
      },
      answers: simulatedAnswers(questions.get(l.course.quiz_id)!, percentage / 10, answerDraws),
      observed: [],
    });
    const participants = await trx
      .insertInto('study_participants')
      .values(
        learners.map((l) => ({
          study_id: study.id,
          user_id: userId(l),
          course_id: l.course.id,
          status: l.withdrawn ? 'withdrawn' : l.accepted ? 'accepted' : 'declined',
          consent_version: 1,
          decided_at: l.iso(0.7),
          withdrawn_at: l.withdrawn ? new Date(Date.parse(l.completedAt!) + day).toISOString() : null,
          condition: l.condition,
          stratum: l.condition ? l.level : null,
          allocation_seq: l.seq,
          allocated_at: l.condition ? new Date(Date.parse(l.iso(1)) + 300_000).toISOString() : null,
          study_version: l.condition ? 1 : null,
          created_at: l.iso(0.7),
        })),
      )
      .returning('id')
      .execute();
    // The learning between pretest and completion, from its own seeded draws so the figures above stay as
    // they are: a path snapshot per allocated learner, learning-object quizzes, mastery.
    await insertLearning(
      trx,
      learners.map((l) => courseQuizAttempt(l, 'pretest', l.pre, Date.parse(l.iso(1)))),
      simulateLearning(
        learners.map((l) => ({
          userId: userId(l),
          courseId: l.course.id,
          pre: l.pre,
          level: l.level,
          style: l.style,
          styleResultId: styleResultIds[l.i]!,
          enrolledAt: Date.parse(l.iso(0)),
          completedAt: l.completedAt ? Date.parse(l.completedAt) : null,
          allocation: l.condition
            ? {
                participantId: participants[l.i]!.id,
                condition: l.condition,
                at: Date.parse(l.iso(1)) + 300_000,
              }
            : null,
        })),
        content,
        mulberry32(20260302),
      ),
    );
    // Completion, by the enrolments module (the demo study has no delayed post-test to schedule, and no xAPI or
    // LMS grade is replayed), then the post-test the enrolment counts (the course's rule) and the figures after it.
    for (const l of learners.filter((x) => x.completedAt !== null)) {
      const enrolment = await findEnrolment(trx, userId(l), l.course.id);
      await completeEnrolmentOnce(trx, enrolment!.id, new Date(l.completedAt!));
    }
    await recordPastAttempts(
      trx,
      'en',
      learners
        .filter((l) => l.post !== null)
        .map((l) => courseQuizAttempt(l, 'posttest', l.post!, Date.parse(l.completedAt!) + 3600_000)),
    );
    await trx
      .updateTable('studies')
      .set({ locked_at: learners[0]!.iso(1) })
      .where('id', '=', study.id)
      .execute();
    // The survey two hours after the course was completed, and never after the seeding itself.
    await recordPastResponses(
      trx,
      learners
        .filter((l) => l.survey !== null)
        .map((l) => ({
          userId: userId(l),
          courseId: l.course.id,
          answers: l.survey!.answers,
          at: new Date(Math.min(Date.parse(l.completedAt!) + 7200_000, now.getTime())).toISOString(),
        })),
    );
  });
  return study.id;
}

export const demoStudySeeder: DemoSeeder = {
  name: 'demo-study',
  async run(ctx) {
    // Processes starting together take turns here: the second finds the first one's study and adds none.
    const id = await whileSeeding(ctx.db, async (db) => {
      if (await db.selectFrom('studies').select('id').limit(1).executeTakeFirst()) return 0;
      const admin = await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 1)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return admin ? seedDemoStudy(db, admin.id, new Date()) : 0;
    });
    if (id) ctx.print(`Demo study: ${demoLearners} simulated learners in study ${id}.`);
  },
};
