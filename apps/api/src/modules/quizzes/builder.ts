// The admin quiz builder (docs/design/product.md §3 "Question", section 7 add-quiz-to-lo): the course quiz and the
// learning-object quizzes. Questions with an id are updated, without one created; list order is quiz order;
// deleted questions and dropped answers are soft-deleted so the attempts that answered them keep their history,
// and a save that changes the questions of a quiz with attempts makes a new version (versions.ts).
import {
  type AdminQuiz,
  canSplitForms,
  type MessageKey,
  type QuizBody,
  questionTypes,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { type Actor, writeAudit } from '../../plugins/audit';
import { courseNotFound, learningObjectNotFound, quizNotFound, validationError } from './errors';
import { adminQuestionsToWire, adminQuizToWire, groupAnswers } from './mapper';
import * as q from './queries';
import { recordVersion } from './versions';

export { learningObjectNotFound, quizNotFound, validationError } from './errors';

type Errors = Record<string, MessageKey[]>;

function addError(errors: Errors, field: string, key: MessageKey) {
  errors[field] ??= [];
  if (!errors[field].includes(key)) errors[field].push(key);
}

/** The admin view of many quizzes at once (three queries whatever their number). */
export async function adminQuizzes(
  db: Database,
  quizzes: q.QuizRow[],
  courseId: number,
): Promise<Map<number, AdminQuiz>> {
  const questions = await q.questionsOf(
    db,
    quizzes.map((z) => z.id),
  );
  const answersByQuestion = groupAnswers(
    await q.answersOf(
      db,
      questions.map((x) => x.id),
    ),
  );
  const withAttempts = await q.quizzesWithAttempts(
    db,
    quizzes.map((z) => z.id),
  );
  return new Map(
    quizzes.map((quiz) => [
      quiz.id,
      adminQuizToWire(
        quiz,
        courseId,
        { questions: questions.filter((x) => x.quiz_id === quiz.id), answersByQuestion },
        withAttempts.has(quiz.id),
      ),
    ]),
  );
}

async function courseIdOf(db: Database, quiz: q.QuizRow): Promise<number | null> {
  if (quiz.course_id !== null) return quiz.course_id;
  if (quiz.learning_object_id === null) return null;
  const row = await db
    .selectFrom('learning_objects')
    .innerJoin('educational_units', 'educational_units.id', 'learning_objects.unit_id')
    .select('educational_units.course_id')
    .where('learning_objects.id', '=', quiz.learning_object_id)
    .executeTakeFirst();
  return row?.course_id ?? null;
}

export async function getAdminQuiz(db: Database, quizId: number): Promise<AdminQuiz> {
  const quiz = await q.findQuiz(db, quizId);
  const courseId = quiz && (await courseIdOf(db, quiz));
  if (!quiz || courseId == null) throw quizNotFound();
  return (await adminQuizzes(db, [quiz], courseId)).get(quiz.id)!;
}

export async function getCourseQuiz(db: Database, courseId: number): Promise<AdminQuiz | null> {
  if (!(await q.findLiveCourse(db, courseId))) throw courseNotFound();
  const quiz = await q.courseQuizOf(db, courseId);
  return quiz ? (await adminQuizzes(db, [quiz], courseId)).get(quiz.id)! : null;
}

interface Owner {
  courseId: number;
  learningObjectId: number | null;
}

/** Checks every id of the body against the quiz as stored; all problems at once. */
function checkIds(body: QuizBody, live: q.QuestionRow[], answers: Map<number, q.AnswerRow[]>): Errors {
  const errors: Errors = {};
  const liveIds = new Set(live.map((x) => x.id));
  const listed = new Set<number>();
  body.questions.forEach((question, i) => {
    if (question.id === undefined) return;
    if (!liveIds.has(question.id) || listed.has(question.id))
      addError(errors, `questions.${i}.id`, 'validation.unknownItem');
    listed.add(question.id);
    const own = new Set((answers.get(question.id) ?? []).map((a) => a.id));
    question.answers.forEach((answer, j) => {
      if (answer.id !== undefined && !own.has(answer.id)) {
        addError(errors, `questions.${i}.answers.${j}.id`, 'validation.unknownItem');
      }
    });
  });
  for (const id of body.deleted_questions) {
    if (!liveIds.has(id) || listed.has(id)) addError(errors, 'deleted_questions', 'validation.unknownItem');
  }
  const deleted = new Set(body.deleted_questions);
  const kept = live.filter((x) => !listed.has(x.id) && !deleted.has(x.id)).length;
  if (body.questions.length + kept === 0) addError(errors, 'questions', 'validation.questionsRequired');
  return errors;
}

async function saveQuiz(
  db: Database,
  actor: Actor,
  owner: Owner,
  body: QuizBody,
  lock: (trx: Database, now: string) => Promise<void>,
  find: (trx: Database) => Promise<q.QuizRow | undefined>,
): Promise<AdminQuiz> {
  const now = new Date().toISOString();
  const quizId = await db.transaction().execute(async (trx) => {
    await lock(trx, now);
    const existing = await find(trx);
    const live = existing ? await q.questionsOf(trx, [existing.id]) : [];
    const liveAnswers = groupAnswers(
      await q.answersOf(
        trx,
        live.map((x) => x.id),
      ),
    );
    const errors = checkIds(body, live, liveAnswers);
    if (body.parallel_forms !== undefined && owner.learningObjectId !== null)
      addError(errors, 'parallel_forms', 'validation.parallelFormsCourseOnly');
    if (Object.keys(errors).length > 0) throw validationError(errors);
    // The forms a learner drew are compared with each other: the switch holds from the quiz's first attempt.
    if (
      existing &&
      body.parallel_forms !== undefined &&
      body.parallel_forms !== Number(existing.parallel_forms) &&
      (await q.quizzesWithAttempts(trx, [existing.id])).has(existing.id)
    )
      throw new AppError(409, 'error.parallelFormsFrozen');

    const settings = {
      ...(body.pass_mark !== undefined ? { pass_mark: body.pass_mark } : {}),
      ...(body.time_limit_seconds !== undefined ? { time_limit_seconds: body.time_limit_seconds } : {}),
      ...(body.cooldown_seconds !== undefined ? { cooldown_seconds: body.cooldown_seconds } : {}),
      ...(body.parallel_forms !== undefined ? { parallel_forms: body.parallel_forms } : {}),
    };
    let quiz: q.QuizRow;
    if (existing) {
      quiz = existing;
      await q.updateQuiz(trx, quiz.id, { ...settings, updated_at: now });
    } else {
      const created = await q.insertQuiz(trx, {
        course_id: owner.learningObjectId === null ? owner.courseId : null,
        learning_object_id: owner.learningObjectId,
        pass_mark: 50,
        time_limit_seconds: null,
        cooldown_seconds: null,
        ...settings,
        created_at: now,
        updated_at: now,
      });
      quiz = created;
    }
    const quizId = quiz.id;
    const before = existing
      ? adminQuestionsToWire({ questions: live, answersByQuestion: liveAnswers })
      : null;

    await q.softDeleteQuestions(trx, body.deleted_questions, now);
    const listed = new Set<number>();
    let position = 0;
    for (const question of body.questions) {
      const values = {
        question: question.question,
        type: question.type,
        is_valid: question.type === questionTypes.BINARY ? (question.is_valid ?? 0) : null,
        case_sensitive: question.type === questionTypes.SHORT_ANSWER ? question.case_sensitive : 0,
        position: position++,
        ...(question.level !== undefined ? { level: question.level } : {}),
      };
      let questionId: number;
      if (question.id !== undefined) {
        questionId = question.id;
        listed.add(questionId);
        await q.updateQuestion(trx, questionId, values);
      } else {
        questionId = (await q.insertQuestion(trx, { ...values, quiz_id: quizId, created_at: now })).id;
      }
      // A true/false question has no answers: its value is the question's is_valid.
      const answers = question.type === questionTypes.BINARY ? [] : question.answers;
      await q.softDeleteAnswersExcept(
        trx,
        questionId,
        answers.flatMap((a) => (a.id !== undefined ? [a.id] : [])),
        now,
      );
      let answerPosition = 0;
      for (const answer of answers) {
        const answerValues = {
          answer: answer.answer,
          is_valid: answer.is_valid,
          credit: answer.credit,
          tolerance: answer.tolerance,
          match_text: answer.match,
          position: answerPosition++,
        };
        if (answer.id !== undefined) await q.updateAnswer(trx, answer.id, answerValues);
        else await q.insertAnswer(trx, { ...answerValues, question_id: questionId });
      }
    }
    // Questions the form did not list keep their order, after the listed ones.
    const deleted = new Set(body.deleted_questions);
    for (const question of live) {
      if (listed.has(question.id) || deleted.has(question.id)) continue;
      await q.updateQuestion(trx, question.id, { position: position++ });
    }
    const parallel = body.parallel_forms ?? Number(existing?.parallel_forms ?? 0);
    if (parallel === 1 && !canSplitForms(await q.questionsOf(trx, [quizId])))
      throw validationError({ parallel_forms: ['validation.parallelFormsTwoQuestions'] });
    const version = await recordVersion(trx, { quiz, before, actorId: actor.id, now });

    await writeAudit(trx, {
      actorId: actor.id,
      action: existing ? 'quiz.update' : 'quiz.create',
      targetType: 'quiz',
      targetId: quizId,
      details: {
        course_id: owner.courseId,
        learning_object_id: owner.learningObjectId,
        questions: body.questions.length,
        deleted_questions: body.deleted_questions,
        ...(body.parallel_forms !== undefined ? { parallel_forms: body.parallel_forms } : {}),
        version,
      },
      ip: actor.ip,
    });
    return quizId;
  });
  return getAdminQuiz(db, quizId);
}

/** `POST /api/admin/course-quiz/{courseId}`: creates or updates the course quiz (pretest / post-test). */
export async function saveCourseQuiz(db: Database, actor: Actor, courseId: number, body: QuizBody) {
  if (!(await q.findLiveCourse(db, courseId))) throw courseNotFound();
  return saveQuiz(
    db,
    actor,
    { courseId, learningObjectId: null },
    body,
    (trx, now) => q.lockCourse(trx, courseId, now),
    (trx) => q.courseQuizOf(trx, courseId),
  );
}

/** `POST /api/admin/add-quiz-to-lo/{loId}`: creates or updates the learning object's quiz. */
export async function saveLearningObjectQuiz(db: Database, actor: Actor, loId: number, body: QuizBody) {
  const lo = await q.findLiveLearningObject(db, loId);
  if (!lo) throw learningObjectNotFound();
  return saveQuiz(
    db,
    actor,
    { courseId: lo.course_id, learningObjectId: lo.id },
    body,
    (trx, now) => q.lockLearningObject(trx, lo.id, now),
    async (trx) => (await q.learningObjectQuizzes(trx, [lo.id]))[0],
  );
}
