// A course's gradebook (docs/design/contract.md §7): learners x tests. The columns come from the course's outline
// (the pretest, each learning object's quiz in the author's order, the post-test); each row is a learner with their
// counted pretest and post-test (the enrolment's, as the course's post-test rule decided) and the best or last
// closed attempt of each learning object's quiz. A page reads five queries whatever its size.
import {
  csvField,
  type GradebookCell,
  type GradebookColumn,
  type GradebookPage,
  type GradebookQuery,
  type Language,
  roles,
  translate,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { assertRuns } from '../classes/access';
import { findClass } from '../classes/queries';
import { canAuthorCourse } from '../courses/access';
import { courseOutline } from '../units/outline';
import * as q from './gradebook-queries';

interface Actor {
  id: number;
  role: number;
}

type AttemptRow = q.AttemptCellRow;

function cellOf(row: AttemptRow, attempts: number): GradebookCell {
  return {
    attempt_id: row.id,
    score: row.score === null ? null : Number(row.score),
    total: row.total_score_possible ?? 0,
    percentage: row.percentage === null ? null : Number(row.percentage),
    status: row.status === 'started' ? 'failed' : row.status,
    late: Number(row.late) === 1,
    attempts,
    submitted_at: row.submitted_at,
  };
}

const closedAt = (a: AttemptRow) => a.submitted_at ?? a.started_at;

/** The best (highest percentage, then the latest) or the last (latest) of a learner's attempts on one quiz. */
function pickAttempt(attempts: AttemptRow[], which: 'best' | 'last'): AttemptRow {
  return attempts.reduce((kept, a) => {
    const later = closedAt(a) > closedAt(kept) || (closedAt(a) === closedAt(kept) && a.id > kept.id);
    if (which === 'last') return later ? a : kept;
    const [pa, pk] = [Number(a.percentage ?? -1), Number(kept.percentage ?? -1)];
    return pa > pk || (pa === pk && later) ? a : kept;
  });
}

/**
 * Whose rows the caller reads: every learner of the course for its authors (admins, and the instructors and
 * designers who author it), the learners of their classes for another instructor; another designer's course is a
 * 404, as if absent (docs/design/contract.md §4).
 */
async function scopeOf(db: Database, actor: Actor, courseId: number, query: GradebookQuery) {
  const course = await q.findGradebookCourse(db, courseId);
  if (!course) throw new AppError(404, 'error.courseNotFound');
  let instructorId: number | undefined;
  if (!(await canAuthorCourse(db, actor, courseId))) {
    if (actor.role !== roles.instructor) throw new AppError(404, 'error.courseNotFound');
    instructorId = actor.id;
  }
  if (query.class_id !== undefined) assertRuns(actor, await findClass(db, query.class_id));
  return { course, instructorId };
}

async function columnsOf(db: Database, course: { id: number; structure_version: number }) {
  const outline = await courseOutline(db, course);
  const columns: GradebookColumn[] = [];
  const courseQuiz = outline.courseQuiz;
  if (courseQuiz)
    columns.push({
      key: 'pretest',
      kind: 'pretest',
      title: null,
      quiz_id: courseQuiz.id,
      learning_object_id: null,
    });
  for (const unit of outline.units)
    for (const lo of unit.learning_objects)
      if (lo.quiz)
        columns.push({
          key: `lo-${lo.id}`,
          kind: 'learning_object',
          title: lo.title,
          quiz_id: lo.quiz.id,
          learning_object_id: lo.id,
        });
  if (courseQuiz)
    columns.push({
      key: 'posttest',
      kind: 'posttest',
      title: null,
      quiz_id: courseQuiz.id,
      learning_object_id: null,
    });
  return { columns, learningObjectIds: outline.learningObjectIds };
}

async function gradebookRows(
  db: Database,
  engine: Engine,
  actor: Actor,
  courseId: number,
  query: GradebookQuery,
  page: { page: number; perPage: number } | undefined,
) {
  const { course, instructorId } = await scopeOf(db, actor, courseId, query);
  const { columns, learningObjectIds } = await columnsOf(db, course);
  const { rows: learners, total } = await q.learnerPage(db, engine, {
    courseId,
    ...(instructorId !== undefined ? { instructorId } : {}),
    ...(query.class_id !== undefined ? { classId: query.class_id } : {}),
    ...(query.search !== undefined ? { search: query.search } : {}),
    sort: query.sort ?? 'name',
    order: query.order ?? 'asc',
    ...(page ? { page } : {}),
  });
  const userIds = learners.map((l) => l.user_id);
  const counted = learners
    .flatMap((l) => [l.pretest_attempt_id, l.posttest_attempt_id])
    .filter((id) => id !== null);
  const [closed, countedRows, mastered] = await Promise.all([
    q.closedAttempts(db, courseId, userIds),
    q.attemptsById(db, counted as number[]),
    q.masteredCounts(db, userIds, learningObjectIds),
  ]);
  const byId = new Map(countedRows.map((a) => [a.id, a]));
  const byLearnerQuiz = new Map<string, AttemptRow[]>();
  for (const a of closed) {
    const key = `${a.user_id}:${a.kind === 'posttest' ? 'posttest' : a.quiz_id}`;
    const list = byLearnerQuiz.get(key) ?? [];
    list.push(a);
    byLearnerQuiz.set(key, list);
  }
  const masteredOf = new Map(mastered.map((m) => [m.user_id, Number(m.n)]));
  const which = query.attempt ?? 'best';
  const rows = learners.map((l) => {
    const cells: Record<string, GradebookCell | null> = {};
    for (const column of columns) {
      if (column.kind === 'pretest') {
        const a = l.pretest_attempt_id === null ? undefined : byId.get(l.pretest_attempt_id);
        cells[column.key] = a ? cellOf(a, 1) : null;
      } else if (column.kind === 'posttest') {
        const a = l.posttest_attempt_id === null ? undefined : byId.get(l.posttest_attempt_id);
        cells[column.key] = a ? cellOf(a, byLearnerQuiz.get(`${l.user_id}:posttest`)?.length ?? 1) : null;
      } else {
        const list = byLearnerQuiz.get(`${l.user_id}:${column.quiz_id}`) ?? [];
        cells[column.key] = list.length > 0 ? cellOf(pickAttempt(list, which), list.length) : null;
      }
    }
    return {
      user: { id: l.user_id, first_name: l.first_name, last_name: l.last_name, email: l.email },
      status: l.status,
      progress: Number(l.progress),
      mastered: masteredOf.get(l.user_id) ?? 0,
      enrolled_at: l.enrolled_at,
      cells,
    };
  });
  return { course: { id: course.id, title: course.title }, columns, rows, total };
}

/** `GET /api/admin/courses/{courseId}/gradebook`: one page of the course's learners with their cells. */
export async function gradebook(
  db: Database,
  engine: Engine,
  actor: Actor,
  courseId: number,
  query: GradebookQuery,
): Promise<GradebookPage> {
  const { total, ...data } = await gradebookRows(db, engine, actor, courseId, query, {
    page: query.page,
    perPage: query.per_page,
  });
  return { data, meta: { current_page: query.page, per_page: query.per_page, total } };
}

const percent = (cell: GradebookCell | null | undefined) =>
  cell?.percentage === null || cell?.percentage === undefined ? null : cell.percentage.toFixed(2);

/**
 * `GET /api/admin/courses/{courseId}/gradebook.csv`: every learner the filters keep, the headers in the caller's
 * language, percentages with two decimals (a dot, as spreadsheets read numbers in CSV), empty with no attempt.
 * UTF-8 with a byte-order mark so that spreadsheet programs read accents right.
 */
export async function gradebookCsv(
  db: Database,
  engine: Engine,
  actor: Actor,
  courseId: number,
  query: GradebookQuery,
  lang: Language,
) {
  const { course, columns, rows } = await gradebookRows(db, engine, actor, courseId, query, undefined);
  const headers = [
    translate(lang, 'gradebook.lastName'),
    translate(lang, 'gradebook.firstName'),
    translate(lang, 'gradebook.email'),
    translate(lang, 'gradebook.status'),
    translate(lang, 'gradebook.progress'),
    translate(lang, 'gradebook.mastered'),
    ...columns.map((c) =>
      c.kind === 'pretest'
        ? translate(lang, 'gradebook.pretest')
        : c.kind === 'posttest'
          ? translate(lang, 'gradebook.posttest')
          : translate(lang, 'gradebook.quizOf', { title: c.title ?? '' }),
    ),
  ];
  const lines = [
    headers,
    ...rows.map((r) => [
      r.user.last_name,
      r.user.first_name,
      r.user.email,
      translate(lang, r.status === 'completed' ? 'gradebook.completed' : 'gradebook.enrolled'),
      r.progress,
      r.mastered,
      ...columns.map((c) => percent(r.cells[c.key])),
    ]),
  ].map((line) => line.map(csvField).join(','));
  const body = `${lines.join('\r\n')}\r\n`;
  return { fileName: `gradebook-course-${course.id}.csv`, content: `\uFEFF${body}` };
}
