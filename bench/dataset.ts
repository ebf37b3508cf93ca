// Benchmark dataset: the whole world (categories; courses with units, learning objects, sections and quizzes;
// learners with style results, enrolments, attempts with their answers, survey answers), inserted in batched
// multi-row INSERTs inside transactions.
// Deterministic (seeded generator) so two runs measure the same data.

import { gain, learningObjectTypes, normalizedChange, questionTypes, unitTypes } from '@parcours/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../apps/api/src/db/database';
import { backfillCourseFigures } from '../apps/api/src/db/migrations/0016_course_figures';
import type { EnrolmentsTable, QuizAttemptsTable, UsersTable } from '../apps/api/src/db/schema';
import { mulberry32 } from '../apps/api/src/lib/random';
import { seedFeedbackQuestions } from '../apps/api/src/modules/feedback/seed';

export interface DatasetOptions {
  learners: number;
  categories: number;
  subcategoriesPerCategory: number;
  courses: number;
  /** Courses each learner is enrolled in (distinct); the bench learner too. */
  enrolmentsPerLearner?: number;
  /** Submitted quiz attempts in all, pretests and post-tests included (learning-object quizzes make up the rest). */
  attempts?: number;
  /** Learners numbered 1 to this are all enrolled in the first course (the exam-start storm's). */
  examLearners?: number;
  unitsPerCourse?: number;
  objectsPerUnit?: number;
  questionsPerQuiz?: number;
  /** argon2 hash shared by every generated learner; they never log in, so one hash is enough. */
  learnerPasswordHash: string;
  /** Hash of `password` for the two accounts the benchmark logs in with. */
  benchPasswordHash: string;
  /** Rows per INSERT; transactions hold `batchesPerTransaction` of them. */
  batchSize?: number;
  batchesPerTransaction?: number;
  onProgress?: (learnersDone: number) => void;
  /**
   * Steps run after the world is made, in order, with what it holds: a study, or anything else that builds on
   * the courses and learners, adds itself here and reports its own counts.
   */
  extensions?: DatasetExtension[];
}

export interface DatasetExtension {
  name: string;
  run(db: Database, world: DatasetWorld): Promise<Record<string, number>>;
}

/** What the generated world holds, for extensions and for the benchmark's requests. */
export interface DatasetWorld {
  adminId: number;
  benchLearnerId: number;
  courses: GeneratedCourse[];
  /** The first accepted learners (enrolled, with a style result), in order: the benchmark's callers. */
  activeLearners: { id: number; courseIds: number[] }[];
  /** The course every learner numbered 1..examLearners is enrolled in. */
  examCourseId: number;
}

interface GeneratedQuestion {
  id: number;
  correctAnswerId: number;
}

interface GeneratedCourse {
  id: number;
  sequential: boolean;
  courseQuiz: { id: number; questions: GeneratedQuestion[] };
  /** Learning objects in path order (units by position, then objects), each with its quiz. */
  objects: { id: number; unitId: number; quiz: { id: number; questions: GeneratedQuestion[] } }[];
}

export interface DatasetSummary {
  adminEmail: string;
  learnerEmail: string;
  categories: number;
  courses: number;
  learners: number;
  enrolments: number;
  units: number;
  learningObjects: number;
  quizzes: number;
  questions: number;
  attempts: number;
  attemptAnswers: number;
  styleResults: number;
  surveyResponses: number;
  extensions: Record<string, Record<string, number>>;
  world: DatasetWorld;
}

export const benchAdminEmail = 'bench.admin@parcours.test';
const benchLearnerEmail = 'bench.learner@parcours.test';
/** The password of the bench's admin and learner accounts. */
export const benchPassword = 'Bench-password-1';

const firstNames = [
  'Amina',
  'Louis',
  'Chloé',
  'Yanis',
  'Inès',
  'Hugo',
  'Sofia',
  'Malik',
  'Léa',
  'Noah',
  'Emma',
  'Omar',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Diallo',
  'Petit',
  'Nguyen',
  'Moreau',
  'Benali',
  'Garcia',
  'Roux',
  'Lambert',
];
const majors = ['Mathematics', 'Physics', 'Biology', 'History', 'Computer science', 'Economics', 'Languages'];
const topics = ['Fractions', 'Forces', 'Cells', 'Algorithms', 'Statistics', 'Grammar', 'Geometry', 'Energy'];

const DAY = 86_400_000;

/** Runs `work` over `rows` in INSERTs of `size` rows; returns the ids in the order of `rows`. */
async function insertMany<R>(size: number, rows: R[], work: (chunk: R[]) => Promise<{ id: number }[]>) {
  const ids: number[] = [];
  for (let first = 0; first < rows.length; first += size) {
    const inserted = await work(rows.slice(first, first + size));
    for (const r of inserted) ids.push(Number(r.id));
  }
  return ids;
}

const poles = [
  ['active', 'reflective'],
  ['sensing', 'intuitive'],
  ['visual', 'auditory'],
  ['sequential', 'global'],
] as const;

export async function seedDataset(db: Database, opts: DatasetOptions): Promise<DatasetSummary> {
  const random = mulberry32(20_240_901);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const batchSize = opts.batchSize ?? 500;
  const perTransaction = opts.batchesPerTransaction ?? 20;
  const perLearner = opts.enrolmentsPerLearner ?? 3;
  const unitsPerCourse = opts.unitsPerCourse ?? 3;
  const objectsPerUnit = opts.objectsPerUnit ?? 2;
  const questionsPerQuiz = opts.questionsPerQuiz ?? 4;
  const start = Date.now() - 730 * DAY;
  const iso = (ms: number) => new Date(ms).toISOString();
  const now = iso(Date.now());

  await seedFeedbackQuestions(db);

  // Accounts the benchmark logs in with.
  const [admin] = await db
    .insertInto('users')
    .values({
      first_name: 'Bench',
      last_name: 'Admin',
      email: benchAdminEmail,
      password_hash: opts.benchPasswordHash,
      role: 1,
      status: 'accepted',
      pseudonym: 'bench_admin',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .execute();

  // Categories, each with its subcategories.
  const subcategories: { id: number; parent: number }[] = [];
  await db.transaction().execute(async (trx) => {
    for (let c = 1; c <= opts.categories; c++) {
      const [cat] = await trx
        .insertInto('categories')
        .values({ title: `${pick(topics)} ${c}`, parent_id: null, created_at: now, updated_at: now })
        .returning('id')
        .execute();
      for (let s = 1; s <= opts.subcategoriesPerCategory; s++) {
        const [sub] = await trx
          .insertInto('categories')
          .values({ title: `${pick(topics)} ${c}.${s}`, parent_id: cat.id, created_at: now, updated_at: now })
          .returning('id')
          .execute();
        subcategories.push({ id: sub.id, parent: cat.id });
      }
    }
  });

  // Courses spread over the subcategories, each with its units, learning objects, sections and quizzes.
  const courses: GeneratedCourse[] = [];
  let units = 0;
  let questions = 0;
  const quizRows = async (trx: Database, quizIds: number[]) => {
    const rows = [];
    for (const quizId of quizIds) {
      for (let k = 0; k < questionsPerQuiz; k++)
        rows.push({
          quiz_id: quizId,
          question: `Question ${k + 1}?`,
          type: questionTypes.QCM,
          position: k,
          created_at: now,
        });
    }
    const ids = await insertMany(batchSize, rows, (chunk) =>
      trx.insertInto('questions').values(chunk).returning('id').execute(),
    );
    questions += ids.length;
    const answers = ids.flatMap((questionId) =>
      [0, 1, 2].map((k) => ({
        question_id: questionId,
        answer: `Answer ${k + 1}`,
        is_valid: k === 0 ? 1 : 0,
        position: k,
      })),
    );
    const answerIds = await insertMany(batchSize, answers, (chunk) =>
      trx.insertInto('answers').values(chunk).returning('id').execute(),
    );
    // Three answers per question, the first correct.
    return quizIds.map((_, qi) =>
      Array.from({ length: questionsPerQuiz }, (_, k) => {
        const at = qi * questionsPerQuiz + k;
        return { id: ids[at], correctAnswerId: answerIds[at * 3] };
      }),
    );
  };
  const coursesPerTransaction = 100;
  for (let first = 0; first < opts.courses; first += coursesPerTransaction) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = first; i < Math.min(opts.courses, first + coursesPerTransaction); i++) {
        const sub = subcategories[i % subcategories.length];
        const created = iso(start + Math.floor(random() * 700) * DAY);
        const paid = random() < 0.3;
        rows.push({
          title: `${pick(topics)}: course ${i + 1}`,
          description: `Synthetic course ${i + 1} for load measurements.`,
          category_id: sub.parent,
          subcategory_id: sub.id,
          language: random() < 0.5 ? 'en' : 'fr',
          is_paid: paid ? 1 : 0,
          price: paid ? Math.round(random() * 200) : 0,
          facilitator: `${pick(firstNames)} ${pick(lastNames)}`,
          // The exam course (the first) is not sequential: every enrolled learner may open its first quiz.
          is_sequential: random() < 0.5 && i > 0 ? 1 : 0,
          duration: 30 + Math.floor(random() * 600),
          created_by: admin.id,
          created_at: created,
          updated_at: created,
        });
      }
      const courseIds = await insertMany(batchSize, rows, (chunk) =>
        trx.insertInto('courses').values(chunk).returning('id').execute(),
      );
      const unitRows = courseIds.flatMap((courseId) =>
        Array.from({ length: unitsPerCourse }, (_, k) => ({
          course_id: courseId,
          title: `Unit ${k + 1}`,
          type: unitTypes[k % unitTypes.length],
          position: k,
          created_at: now,
          updated_at: now,
        })),
      );
      const unitIds = await insertMany(batchSize, unitRows, (chunk) =>
        trx.insertInto('educational_units').values(chunk).returning('id').execute(),
      );
      units += unitIds.length;
      const objectRows = unitIds.flatMap((unitId) =>
        Array.from({ length: objectsPerUnit }, (_, k) => ({
          unit_id: unitId,
          title: `Learning object ${k + 1}`,
          type: learningObjectTypes[k % learningObjectTypes.length],
          summary: 'What this learning object covers.',
          position: k,
          created_at: now,
          updated_at: now,
        })),
      );
      const objectIds = await insertMany(batchSize, objectRows, (chunk) =>
        trx.insertInto('learning_objects').values(chunk).returning('id').execute(),
      );
      await insertMany(
        batchSize,
        objectIds.map((id) => ({
          learning_object_id: id,
          title: 'Reading',
          description: '<p>Synthetic section text for load measurements.</p>',
          duration: 10,
          has_quiz: 1,
          position: 0,
          created_at: now,
          updated_at: now,
        })),
        (chunk) => trx.insertInto('sections').values(chunk).returning('id').execute(),
      );
      const quizInserts = [
        ...courseIds.map((courseId) => ({ course_id: courseId, learning_object_id: null })),
        ...objectIds.map((loId) => ({ course_id: null, learning_object_id: loId })),
      ].map((r) => ({
        ...r,
        time_limit_seconds: null,
        cooldown_seconds: 3600,
        created_at: now,
        updated_at: now,
      }));
      const quizIds = await insertMany(batchSize, quizInserts, (chunk) =>
        trx.insertInto('quizzes').values(chunk).returning('id').execute(),
      );
      const quizQuestions = await quizRows(trx, quizIds);
      const perCourse = unitsPerCourse * objectsPerUnit;
      for (const [ci, courseId] of courseIds.entries()) {
        courses.push({
          id: courseId,
          sequential: rows[ci].is_sequential === 1,
          courseQuiz: { id: quizIds[ci], questions: quizQuestions[ci] },
          objects: Array.from({ length: perCourse }, (_, k) => {
            const oi = ci * perCourse + k;
            return {
              id: objectIds[oi],
              unitId: unitIds[Math.floor(oi / objectsPerUnit)],
              quiz: { id: quizIds[courseIds.length + oi], questions: quizQuestions[courseIds.length + oi] },
            };
          }),
        });
      }
    });
  }

  // Learners with their enrolments, attempts (with answers), style results and survey answers.
  const subscribers = new Map<number, number>();
  const feedback = await db.selectFrom('feedback_questions').select(['id', 'category']).execute();
  const counts = { enrolments: 0, attempts: 0, answers: 0, styles: 0, surveys: 0 };
  // Enrolments a learner has depend only on their number, so the row can name its latest course.
  const coursesOf = (n: number) => {
    // The first learners all take the exam course too: the exam-start storm opens its quiz together.
    const picks: GeneratedCourse[] = n > 0 && n <= examLearners && courses.length > 0 ? [courses[0]] : [];
    for (let k = 0; picks.length < Math.min(perLearner, courses.length); k++) {
      const c = courses[(n * 7919 + k * 104_729) % courses.length];
      if (!picks.includes(c)) picks.push(c);
    }
    return picks;
  };
  const examLearners = opts.examLearners ?? 2500;
  const total = opts.learners + 1; // +1: the bench learner, always accepted and enrolled
  const enrolmentsTarget = total * Math.min(perLearner, courses.length);
  // Pretests are one per enrolment and post-tests one per completed one (a quarter); learning-object quizzes
  // make up the rest of the attempts.
  const loAttemptsPerEnrolment = Math.max(
    0,
    ((opts.attempts ?? 1_000_000) - enrolmentsTarget * 1.25) / enrolmentsTarget,
  );
  const activeLearners: DatasetWorld['activeLearners'] = [];
  let benchLearnerId = 0;

  const learnerRow = (n: number) => {
    const isBench = n === 0;
    const created = start + Math.floor(random() * 720) * DAY;
    const roll = random();
    const enrolled = coursesOf(n);
    return {
      created,
      courses: enrolled,
      row: {
        first_name: pick(firstNames),
        last_name: pick(lastNames),
        email: isBench ? benchLearnerEmail : `learner-${n}@bench.parcours.test`,
        password_hash: isBench ? opts.benchPasswordHash : opts.learnerPasswordHash,
        role: 0,
        status: isBench || roll < 0.9 ? 'accepted' : roll < 0.97 ? 'pending' : 'suspended',
        birth_date: Math.floor((Date.UTC(1995, 0, 1) + Math.floor(random() * 3650) * DAY) / 1000),
        major: pick(majors),
        language: random() < 0.5 ? 'en' : 'fr',
        latest_course_id: enrolled.at(-1)?.id ?? null,
        pseudonym: `bench_${n.toString(36)}`,
        created_at: iso(created),
        updated_at: iso(created),
      } satisfies Insertable<UsersTable>,
    };
  };

  interface Attempt {
    row: Insertable<QuizAttemptsTable>;
    questions: GeneratedQuestion[];
    correct: number;
  }
  const attemptOf = (
    userId: number,
    course: GeneratedCourse,
    kind: 'pretest' | 'posttest' | 'learning_object',
    object: GeneratedCourse['objects'][number] | null,
    at: number,
  ): Attempt => {
    const quiz = object ? object.quiz : course.courseQuiz;
    const correct = Math.floor(random() * (questionsPerQuiz + 1));
    const percentage = (correct / questionsPerQuiz) * 100;
    const passed = percentage >= 50;
    const spent = 60 + Math.floor(random() * 900);
    return {
      questions: quiz.questions,
      correct,
      row: {
        quiz_id: quiz.id,
        user_id: userId,
        course_id: course.id,
        learning_object_id: object?.id ?? null,
        kind,
        status: passed ? 'passed' : 'failed',
        score: correct,
        total_score_possible: questionsPerQuiz,
        percentage,
        time_spent: spent,
        started_at: iso(at),
        submitted_at: iso(at + spent * 1000),
        next_attempt_at: passed || kind === 'pretest' ? null : iso(at + spent * 1000 + 3_600_000),
      },
    };
  };

  for (let first = 0; first < total; first += batchSize * perTransaction) {
    const end = Math.min(total, first + batchSize * perTransaction);
    await db.transaction().execute(async (trx) => {
      for (let from = first; from < end; from += batchSize) {
        const made = [];
        for (let n = from; n < Math.min(end, from + batchSize); n++) made.push(learnerRow(n));
        const userIds = await insertMany(
          batchSize,
          made.map((m) => m.row),
          (chunk) => trx.insertInto('users').values(chunk).returning('id').execute(),
        );
        const attempts: Attempt[] = [];
        const enrolments: (Insertable<EnrolmentsTable> & { pre: number; post: number | null })[] = [];
        const styles = [];
        // Each enrolment's attempts (attempts[from..to)) for its row of learner_course_figures.
        const figures: {
          userId: number;
          courseId: number;
          from: number;
          to: number;
          pre: number;
          post: number | null;
        }[] = [];
        const surveys = [];
        for (const [k, userId] of userIds.entries()) {
          const m = made[k];
          if (from + k === 0) benchLearnerId = userId;
          // Every learner has enrolments and attempts (pending and suspended accounts keep theirs); the
          // accepted ones have a style result and are the benchmark's callers.
          const accepted = m.row.status === 'accepted';
          if (accepted && activeLearners.length < 8000)
            activeLearners.push({ id: userId, courseIds: m.courses.map((c) => c.id) });
          const styleAt = m.created + DAY;
          const dims = poles.map(([a, b]) => ({
            category: random() < 0.5 ? a : b,
            score: 1 + 2 * Math.floor(random() * 6),
          }));
          if (accepted)
            styles.push({
              user_id: userId,
              course_id: m.courses[0]?.id ?? null,
              processing_category: dims[0].category,
              processing_score: dims[0].score,
              perception_category: dims[1].category,
              perception_score: dims[1].score,
              input_category: dims[2].category,
              input_score: dims[2].score,
              understanding_category: dims[3].category,
              understanding_score: dims[3].score,
              responses: JSON.stringify(
                Array.from({ length: 44 }, (_, i) => ({
                  question_id: i + 1,
                  answer: random() < 0.5 ? 'a' : 'b',
                })),
              ),
              created_at: iso(styleAt),
            });
          for (const course of m.courses) {
            const completed = random() < 0.25;
            const enrolledAt = m.created + Math.floor(random() * 10) * DAY;
            const pre = attempts.push(attemptOf(userId, course, 'pretest', null, enrolledAt + 3_600_000)) - 1;
            let loCount = Math.floor(loAttemptsPerEnrolment);
            if (random() < loAttemptsPerEnrolment - loCount) loCount++;
            for (let a = 0; a < loCount; a++) {
              const object = course.objects[a % course.objects.length];
              attempts.push(attemptOf(userId, course, 'learning_object', object, enrolledAt + (a + 1) * DAY));
            }
            const post = completed
              ? attempts.push(attemptOf(userId, course, 'posttest', null, enrolledAt + 20 * DAY)) - 1
              : null;
            figures.push({ userId, courseId: course.id, from: pre, to: attempts.length, pre, post });
            const level =
              attempts[pre].correct <= 1 ? 'basic' : attempts[pre].correct <= 2 ? 'intermediate' : 'advanced';
            enrolments.push({
              user_id: userId,
              course_id: course.id,
              status: completed ? 'completed' : 'enrolled',
              level,
              progress: completed ? 100 : Math.floor(random() * 100),
              enrolled_at: iso(enrolledAt),
              completed_at: completed ? iso(enrolledAt + 20 * DAY) : null,
              pre,
              post,
            });
            subscribers.set(course.id, (subscribers.get(course.id) ?? 0) + 1);
          }
          if (random() < 0.2 && feedback.length > 0) surveys.push({ userId, at: m.created + 30 * DAY });
        }
        const attemptIds = await insertMany(
          batchSize,
          attempts.map((a) => a.row),
          (chunk) => trx.insertInto('quiz_attempts').values(chunk).returning('id').execute(),
        );
        counts.attempts += attemptIds.length;
        const answerRows = attempts.flatMap((a, ai) =>
          a.questions.map((question, qi) => {
            const right = qi < a.correct;
            return {
              attempt_id: attemptIds[ai],
              question_id: question.id,
              answer_ids: JSON.stringify([right ? question.correctAnswerId : question.correctAnswerId + 1]),
              value: null,
              is_correct: right ? 1 : 0,
            };
          }),
        );
        for (let at = 0; at < answerRows.length; at += batchSize * 2)
          await trx
            .insertInto('attempt_answers')
            .values(answerRows.slice(at, at + batchSize * 2))
            .execute();
        counts.answers += answerRows.length;
        const enrolmentRows = enrolments.map(({ pre, post, ...e }) => ({
          ...e,
          pretest_attempt_id: attemptIds[pre],
          posttest_attempt_id: post === null ? null : attemptIds[post],
        }));
        for (let at = 0; at < enrolmentRows.length; at += batchSize)
          await trx
            .insertInto('enrolments')
            .values(enrolmentRows.slice(at, at + batchSize))
            .execute();
        counts.enrolments += enrolmentRows.length;
        // What the quizzes module keeps per learner and course as each attempt is stored (migration 0010).
        const figureRows = figures.map((f) => {
          const own = attempts.slice(f.from, f.to).map((a) => a.row);
          const passedTimes = own
            .filter((a) => a.kind !== 'learning_object' && a.status === 'passed')
            .map((a) => a.time_spent as number);
          const pre = attempts[f.pre].row.percentage ?? null;
          const post = f.post === null ? null : (attempts[f.post].row.percentage ?? null);
          return {
            user_id: f.userId,
            course_id: f.courseId,
            pre,
            post,
            pre_version: 1,
            post_version: f.post === null ? null : 1,
            min_time: passedTimes.length > 0 ? Math.min(...passedTimes) : null,
            attempts: own.length,
            course_quiz_attempts: own.filter((a) => a.kind !== 'learning_object').length,
            learning_object_attempts: own.filter((a) => a.kind === 'learning_object').length,
            expired_attempts: 0,
            average_score: own.reduce((sum, a) => sum + (a.percentage ?? 0), 0) / own.length,
            time_spent: own.reduce((sum, a) => sum + (a.time_spent ?? 0), 0),
            gain: pre === null || post === null ? null : gain(pre, post),
            nlg: pre === null || post === null ? null : normalizedChange(pre, post),
          };
        });
        for (let at = 0; at < figureRows.length; at += batchSize)
          await trx
            .insertInto('learner_course_figures')
            .values(figureRows.slice(at, at + batchSize))
            .execute();
        for (let at = 0; at < styles.length; at += batchSize)
          await trx
            .insertInto('learning_style_results')
            .values(styles.slice(at, at + batchSize))
            .execute();
        counts.styles += styles.length;
        if (surveys.length > 0) {
          const nps = () => Math.floor(random() * 11);
          const responseIds = await insertMany(
            batchSize,
            surveys.map((s) => ({
              user_id: s.userId,
              course_id: null,
              nps: nps() * 10 - 50,
              usability_score: Math.round(random() * 1000) / 10,
              engagement_score: 1 + Math.round(random() * 40) / 10,
              created_at: iso(s.at),
            })),
            (chunk) => trx.insertInto('feedback_responses').values(chunk).returning('id').execute(),
          );
          const surveyAnswers = responseIds.flatMap((responseId) =>
            feedback.map((question) =>
              question.category === 'text'
                ? {
                    response_id: responseId,
                    question_id: question.id,
                    value_number: null,
                    value_text: 'Fine.',
                  }
                : {
                    response_id: responseId,
                    question_id: question.id,
                    value_number: question.category === 'nps' ? nps() : 1 + Math.floor(random() * 5),
                    value_text: null,
                  },
            ),
          );
          for (let at = 0; at < surveyAnswers.length; at += batchSize * 2)
            await trx
              .insertInto('feedback_answers')
              .values(surveyAnswers.slice(at, at + batchSize * 2))
              .execute();
          counts.surveys += responseIds.length;
        }
      }
    });
    opts.onProgress?.(end);
  }

  await db.transaction().execute(async (trx) => {
    for (const [courseId, count] of subscribers) {
      await trx.updateTable('courses').set({ subscribers_count: count }).where('id', '=', courseId).execute();
    }
    // The per-course sums of the rows above, as the writes keep them (migration 0016).
    await backfillCourseFigures(trx);
  });

  const world: DatasetWorld = {
    adminId: admin.id,
    benchLearnerId,
    courses,
    activeLearners,
    examCourseId: courses[0]?.id ?? 0,
  };
  const extensions: Record<string, Record<string, number>> = {};
  for (const extension of opts.extensions ?? []) extensions[extension.name] = await extension.run(db, world);

  return {
    adminEmail: benchAdminEmail,
    learnerEmail: benchLearnerEmail,
    categories: opts.categories * (1 + opts.subcategoriesPerCategory),
    courses: courses.length,
    learners: total,
    enrolments: counts.enrolments,
    units,
    learningObjects: courses.length * unitsPerCourse * objectsPerUnit,
    quizzes: courses.length * (1 + unitsPerCourse * objectsPerUnit),
    questions,
    attempts: counts.attempts,
    attemptAnswers: counts.answers,
    styleResults: counts.styles,
    surveyResponses: counts.surveys,
    extensions,
    world,
  };
}
