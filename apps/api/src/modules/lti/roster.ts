// Names and Role Provisioning Services 2.0 (docs/integrations.md, "LTI 1.3"): the roster of an LMS course read
// page by page and brought into a Parcours class. Members get accounts mapped by issuer and subject, like a
// launch; learners join the class (and so its courses); instructors get instructor accounts and are not members.
import { type LtiRosterResult, roles } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { sha256 } from '../../lib/tokens';
import type { Actor } from '../../plugins/audit';
import { assertMayRunClasses } from '../classes/access';
import { addMembers, type ClassesDeps, createClass } from '../classes/service';
import { createAcceptedAccounts } from '../users/external';
import { parcoursRole } from './claims';
import { nextLink, type PlatformClient, PlatformError, scopes } from './platform-client';
import * as q from './queries';

export interface RosterDeps {
  db: Database;
  engine: Engine;
  publicUrl: string;
  client: PlatformClient;
}

interface Member {
  user_id: string;
  status?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  roles?: unknown;
}

const chunk = 500;
const maxPages = 1_000;

async function readMembers(deps: RosterDeps, platform: q.PlatformRow, url: string): Promise<Member[]> {
  const members: Member[] = [];
  let next: string | null = url;
  for (let page = 0; next && page < maxPages; page++) {
    let res: Response;
    try {
      res = await deps.client.request(platform, scopes.memberships, next, {
        method: 'GET',
        headers: { accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' },
      });
    } catch (err) {
      const reason = err instanceof PlatformError ? err.message : 'no answer';
      throw new AppError(502, 'error.ltiPlatformUnreachable', { reason });
    }
    if (!res.ok) throw new AppError(502, 'error.ltiPlatformUnreachable', { reason: `HTTP ${res.status}` });
    const body = (await res.json().catch(() => null)) as { members?: Member[] } | null;
    if (!body || !Array.isArray(body.members)) {
      throw new AppError(502, 'error.ltiPlatformUnreachable', { reason: 'no members list' });
    }
    members.push(...body.members.filter((m) => typeof m?.user_id === 'string' && m.user_id.length > 0));
    next = nextLink(res.headers.get('link'));
  }
  return members;
}

export async function syncRoster(
  deps: RosterDeps,
  actor: Actor,
  contextRef: number,
): Promise<LtiRosterResult> {
  assertMayRunClasses(actor);
  const context = await q.findContext(deps.db, contextRef);
  // Only the admin and the instructors the LMS named in this course sync it; to others it does not exist.
  if (
    !context ||
    (actor.role !== roles.admin && !(await q.isContextInstructor(deps.db, context.id, actor.id)))
  ) {
    throw new AppError(404, 'error.ltiContextNotFound');
  }
  if (!context.memberships_url) throw new AppError(409, 'error.ltiNoRoster');
  const platform = await q.findPlatform(deps.db, context.platform_id);
  if (!platform) throw new AppError(404, 'error.ltiPlatformNotFound');

  const active = (await readMembers(deps, platform, context.memberships_url)).filter(
    (m) => (m.status ?? 'Active') === 'Active',
  );
  const bySubject = new Map(active.map((m) => [m.user_id, m]));
  const subjects = [...bySubject.keys()];

  let classId = context.class_id;
  if (classId === null) {
    const classesDeps: ClassesDeps = { db: deps.db, engine: deps.engine, publicUrl: deps.publicUrl };
    const created = await createClass(classesDeps, actor, {
      name: context.title.slice(0, 120),
      course_ids: await q.contextCourseIds(deps.db, context.id),
      auto_approve: true,
    });
    classId = created.id;
  }

  const now = new Date().toISOString();
  const created = await deps.db.transaction().execute(async (trx) => {
    const known = new Map<string, number>();
    for (let i = 0; i < subjects.length; i += chunk) {
      for (const [s, id] of await q.accountsOf(trx, platform.id, subjects.slice(i, i + chunk)))
        known.set(s, id);
    }
    const missing = subjects.filter((s) => !known.has(s));
    for (let i = 0; i < missing.length; i += chunk) {
      const ids = await createAcceptedAccounts(
        trx,
        missing.slice(i, i + chunk).map((s) => {
          const m = bySubject.get(s)!;
          return {
            key: s,
            first_name: m.given_name ?? m.name ?? '',
            last_name: m.family_name ?? '',
            email: m.email ?? null,
            fallbackEmail: `lti-${platform.id}-${sha256(s).slice(0, 20)}@lti.invalid`,
            role: parcoursRole(m.roles),
          };
        }),
        'en',
      );
      await q.insertAccounts(
        trx,
        platform.id,
        [...ids].map(([subject, user_id]) => ({ subject, user_id })),
        now,
      );
      for (const [s, id] of ids) known.set(s, id);
    }
    const learnerIds = subjects
      .filter((s) => parcoursRole(bySubject.get(s)!.roles) === roles.user)
      .map((s) => known.get(s)!);
    for (let i = 0; i < learnerIds.length; i += chunk) {
      await addMembers(trx, classId, learnerIds.slice(i, i + chunk));
    }
    await q.setContextClass(trx, context.id, classId, now);
    return missing.length;
  });

  const learners = subjects.filter((s) => parcoursRole(bySubject.get(s)!.roles) === roles.user).length;
  return {
    class_id: classId,
    members: subjects.length,
    learners,
    instructors: subjects.length - learners,
    created,
  };
}
