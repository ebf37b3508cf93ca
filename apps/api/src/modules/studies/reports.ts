// What researchers read of a study: its dashboard and its package, from one dataset so both give the same
// figures (docs/design/adaptive.md §10). Each package export is written to the audit log.
import type { StudyDashboard } from '@parcours/shared';
import type { Database } from '../../db/database';
import { type Actor, writeAudit } from '../../plugins/audit';
import { studyDashboard } from './dashboard';
import { loadStudyData } from './dataset';
import { buildPackage } from './package';
import { conditionsOf, requireStudyRole, studyOrThrow } from './service';

export async function dashboardFor(
  db: Database,
  actor: Actor,
  studyId: number,
  secret: string,
): Promise<StudyDashboard> {
  requireStudyRole(actor);
  const study = await studyOrThrow(db, studyId);
  return studyDashboard(conditionsOf(study), await loadStudyData(db, study, secret));
}

export async function packageFor(db: Database, actor: Actor, studyId: number, secret: string, now: Date) {
  requireStudyRole(actor);
  await studyOrThrow(db, studyId);
  const built = await buildPackage(db, studyId, secret, now);
  await writeAudit(db, {
    actorId: actor.id,
    action: 'study.export',
    targetType: 'study',
    targetId: studyId,
    ip: actor.ip,
    requestId: actor.requestId,
  });
  return built;
}
