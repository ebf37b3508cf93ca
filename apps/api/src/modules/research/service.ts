// The research export (docs/design/adaptive.md §9, docs/research-export.md): one CSV row per learner and course,
// built by the shared `researchRow` and `toCsv` from the same figures as the dashboards, streamed in batches
// of 1000 enrolments so the whole export is never held in memory.
import {
  levelFromStored,
  postTestRuleOf,
  type ResearchRow,
  researchRow,
  styleResultFromColumns,
  toCsv,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { type Actor, writeAudit } from '../../plugins/audit';
import { batchFigures } from '../dashboards/service';
import * as q from './queries';

export const exportBatchSize = 1000;

const header = toCsv<string>([]);
const key = (userId: number, courseId: number) => `${userId}:${courseId}`;
const num = (v: number | null) => (v === null ? null : Number(v));

/** The rows of one batch of enrolments, in enrolment order. */
async function batchRows(
  db: Database,
  enrolments: Awaited<ReturnType<typeof q.enrolmentBatch>>,
  courseId: number | undefined,
): Promise<ResearchRow[]> {
  const userIds = [...new Set(enrolments.map((e) => e.user_id))];
  const [{ pairs, totals }, styles] = await Promise.all([
    batchFigures(db, { userIds, courseId }),
    q.latestStyles(db, userIds),
  ]);
  const pairBy = new Map(pairs.map((p) => [key(p.user_id, p.course_id), p]));
  const totalBy = new Map(totals.map((t) => [key(t.user_id, t.course_id), t]));
  const styleBy = new Map(styles.map((s) => [s.user_id, styleResultFromColumns(s)]));
  return enrolments.map((e) => {
    const pair = pairBy.get(key(e.user_id, e.course_id));
    const total = totalBy.get(key(e.user_id, e.course_id));
    return researchRow({
      pseudonym: e.pseudonym,
      courseId: e.course_id,
      style: styleBy.get(e.user_id) ?? null,
      level: levelFromStored(e.level),
      pre: pair?.pre ?? null,
      post: pair?.post ?? null,
      postTestRule: postTestRuleOf(e),
      versionsDiffer: pair?.versions_differ ?? false,
      timeSpent: total?.time_spent ?? 0,
      attempts: total?.attempts ?? 0,
      nps: num(e.nps),
      usabilityScore: num(e.usability_score),
      engagementScore: num(e.engagement_score),
      study: e.study_id === null ? null : { id: Number(e.study_id), condition: e.study_condition },
    });
  });
}

/** The CSV text, chunk by chunk: the header, then one chunk per batch of enrolments (keyset on their id). */
async function* researchCsv(db: Database, courseId?: number): AsyncGenerator<string> {
  yield header;
  let afterId = 0;
  for (;;) {
    const enrolments = await q.enrolmentBatch(db, { afterId, courseId, limit: exportBatchSize });
    if (enrolments.length === 0) return;
    const rows = await batchRows(db, enrolments, courseId);
    yield toCsv<string>(rows).slice(header.length);
    if (enrolments.length < exportBatchSize) return;
    afterId = enrolments[enrolments.length - 1].id;
  }
}

/** Checks the filter and records who exported what, before the first byte is sent. */
export async function startExport(db: Database, actor: Actor, courseId: number | undefined) {
  if (courseId !== undefined && !(await q.courseExists(db, courseId))) {
    throw new AppError(404, 'error.courseNotFound');
  }
  await writeAudit(db, {
    actorId: actor.id,
    action: 'research.export',
    targetType: courseId !== undefined ? 'course' : null,
    targetId: courseId ?? null,
    details: { course_id: courseId ?? null },
    ip: actor.ip,
  });
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: `parcours-research-${day}${courseId !== undefined ? `-course-${courseId}` : ''}.csv`,
    chunks: researchCsv(db, courseId),
  };
}
