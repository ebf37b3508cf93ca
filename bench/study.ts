// The benchmark's study (docs/design/adaptive.md §10), a `seedDataset` extension: an open study on the first
// courses of the world (the exam course and its neighbours), every learner enrolled there a participant who
// decided on consent (most accepted, a few declined or withdrew), the accepted ones allocated by the study's own
// allocation in the stratum of their pretest level, and a researcher who reads its dashboard.
import { type LearnerLevel, learnerLevels, roles } from '@parcours/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../apps/api/src/db/database';
import type { StudyParticipantsTable } from '../apps/api/src/db/schema';
import { conditionAt } from '../apps/api/src/modules/studies/allocation';
import {
  changeState,
  conditionsOf,
  createStudy,
  studyOrThrow,
} from '../apps/api/src/modules/studies/service';
import type { DatasetExtension, DatasetWorld } from './dataset';

const benchResearcherEmail = 'bench.researcher@parcours.test';
const day = 24 * 3600 * 1000;

/** A study over the first `courses` courses of the world. */
export function benchStudy(courses = 5, batchSize = 500): DatasetExtension {
  return {
    name: 'study',
    async run(db: Database, world: DatasetWorld) {
      const now = new Date();
      const [researcher] = await db
        .insertInto('users')
        .values({
          first_name: 'Bench',
          last_name: 'Researcher',
          email: benchResearcherEmail,
          password_hash: null,
          role: roles.researcher,
          status: 'accepted',
          pseudonym: 'bench_researcher',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .execute();
      const actor = { id: researcher!.id, role: roles.researcher, ip: null };
      const courseIds = world.courses.slice(0, courses).map((c) => c.id);
      const start = new Date(now.getTime() - 90 * day);
      const study = await createStudy(
        db,
        actor,
        {
          title: 'Benchmark study',
          description: 'The adaptive path against the course in its author’s order, on the first courses.',
          course_ids: courseIds,
          opens_at: start.toISOString(),
          closes_at: new Date(now.getTime() + 90 * day).toISOString(),
          conditions: [
            { condition: 'adaptive', weight: 1 },
            { condition: 'author_order', weight: 1 },
          ],
          seed: 'parcours-bench',
          consent: { en: 'A benchmark study.', fr: 'Une étude de mesure.' },
          delayed_posttest_days: null,
          post_test_rule: 'first',
          fallback_condition: 'adaptive',
          plan: null,
        },
        start,
      );
      // Only an admin opens a study.
      await changeState(db, { id: world.adminId, role: roles.admin, ip: null }, study.id, 'open', start);
      const conditions = conditionsOf(await studyOrThrow(db, study.id));

      // Every learner enrolled in a study course takes part once, in the first of those courses they joined.
      const enrolments = await db
        .selectFrom('enrolments')
        .select(['user_id', 'course_id', 'level', 'enrolled_at'])
        .where('course_id', 'in', courseIds)
        .orderBy('id')
        .execute();
      const seen = new Set<number>();
      const places: Record<string, number> = {};
      const rows: Insertable<StudyParticipantsTable>[] = [];
      for (const [i, e] of enrolments.entries()) {
        if (seen.has(e.user_id)) continue;
        seen.add(e.user_id);
        const status = i % 25 === 3 ? 'declined' : i % 50 === 7 ? 'withdrawn' : 'accepted';
        const level = (learnerLevels as readonly string[]).includes(e.level ?? '')
          ? (e.level as LearnerLevel)
          : 'basic';
        const allocated = status !== 'declined';
        const seq = allocated ? (places[level] ?? 0) : null;
        if (seq !== null) places[level] = seq + 1;
        const decided = new Date(Date.parse(e.enrolled_at) + 3_600_000).toISOString();
        rows.push({
          study_id: study.id,
          user_id: e.user_id,
          course_id: e.course_id,
          status,
          consent_version: 1,
          decided_at: decided,
          withdrawn_at: status === 'withdrawn' ? now.toISOString() : null,
          condition: seq === null ? null : conditionAt('parcours-bench', level, seq, conditions),
          stratum: seq === null ? null : level,
          allocation_seq: seq,
          allocated_at: seq === null ? null : decided,
          study_version: seq === null ? null : 1,
          created_at: decided,
        });
      }
      await db.transaction().execute(async (trx) => {
        for (let at = 0; at < rows.length; at += batchSize)
          await trx
            .insertInto('study_participants')
            .values(rows.slice(at, at + batchSize))
            .execute();
      });
      return {
        study_id: study.id,
        researcher_id: researcher!.id,
        participants: rows.length,
        accepted: rows.filter((r) => r.status === 'accepted').length,
      };
    },
  };
}
