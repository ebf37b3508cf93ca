// Launches nobody here wrote (fixtures/README.md: a Canvas resource link launch and a deep linking request of the
// 1EdTech reference implementation, from pylti1.3's tests, MIT): replayed as recorded, with only the claims that
// bind a token to a registration and a moment replaced. The expected results are written from the fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens';
import type { TestApp, userWithTokens } from '../../test/helpers';
import { registeredLms } from '../../test/lti';
import { type LtiPlatformSim, ltiClaim } from '../../test/lti-platform';
import canvasRoster from './fixtures/canvas-names-and-roles.json';
import canvasLaunch from './fixtures/canvas-resource-link.json';
import referenceDeepLink from './fixtures/reference-deep-linking.json';

let t: TestApp;
let sim: LtiPlatformSim;
let platformId: number;
let admin: Awaited<ReturnType<typeof userWithTokens>>;

beforeAll(async () => {
  ({ t, sim, admin, platformId } = await registeredLms());
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** The claims the simulator writes that a recorded launch may not have: left out when the fixture lacks them. */
const simulatorClaims = [
  'given_name',
  'family_name',
  'name',
  'email',
  ltiClaim.custom,
  ltiClaim.ags,
  ltiClaim.nrps,
  ltiClaim.context,
  ltiClaim.resourceLink,
  ltiClaim.dlSettings,
];

/** Replays a recorded launch: the fixture's claims, with this registration's issuer, audience, deployment and moment. */
async function replay(recorded: Record<string, unknown>) {
  const login = await t.app.inject({
    method: 'GET',
    url: '/api/lti/login',
    query: { iss: sim.issuer, login_hint: 'recorded', target_link_uri: 'http://parcours.test/lti' },
  });
  expect(login.statusCode).toBe(302);
  const location = new URL(login.headers.location as string);
  const { iss: _i, aud: _a, azp: _z, iat: _t, exp: _e, nonce: _n, ...kept } = recorded;
  const token = await sim.idToken(
    {
      user: { sub: String(recorded.sub), given_name: '', family_name: '', roles: [] },
      override: {
        ...kept,
        [ltiClaim.deploymentId]: sim.deploymentId,
        [ltiClaim.targetLinkUri]: 'http://parcours.test/lti',
      },
      without: simulatorClaims.filter((claim) => !(claim in recorded)),
    },
    location.searchParams.get('nonce')!,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/lti/launch',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id_token: token, state: location.searchParams.get('state')! }).toString(),
  });
}

async function userOf(subject: string) {
  const mapped = await t.db
    .selectFrom('lti_accounts')
    .innerJoin('users', 'users.id', 'lti_accounts.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.role', 'users.status'])
    .where('lti_accounts.platform_id', '=', platformId)
    .where('lti_accounts.subject', '=', subject)
    .executeTakeFirstOrThrow();
  return mapped;
}

describe('a resource link launch recorded from Canvas', () => {
  it('signs the Canvas account and site administrator in as an instructor, and records the LMS course', async () => {
    const res = await replay(canvasLaunch);
    expect(res.statusCode, res.body).toBe(303);
    // roles: institution/person#Administrator, system/person#SysAdmin, system/person#User -> instructor (2)
    // no given_name, family_name, name or email claim (the `custom.email` is the tool's own parameter, not an
    // identity claim): the names are "-" and the address is Parcours's placeholder for the platform and subject
    expect(await userOf('a445ca99-1a64-4697-9bfa-508a118245ea')).toMatchObject({
      first_name: '-',
      last_name: '-',
      email: `lti-${platformId}-${sha256('a445ca99-1a64-4697-9bfa-508a118245ea').slice(0, 20)}@lti.invalid`,
      role: 2,
      status: 'accepted',
    });
    // the context "Test" with Canvas's names and roles address
    const context = await t.db
      .selectFrom('lti_contexts')
      .selectAll()
      .where('platform_id', '=', platformId)
      .where('context_id', '=', '4dde05e8ca1973bcca9bffc13e1548820eee93a3')
      .executeTakeFirstOrThrow();
    expect(context).toMatchObject({
      title: 'Test',
      memberships_url: 'http://canvas.docker/api/lti/courses/1/names_and_roles',
    });
    const link = await t.db
      .selectFrom('lti_links')
      .selectAll()
      .where('platform_id', '=', platformId)
      .where('resource_link_id', '=', '4dde05e8ca1973bcca9bffc13e1548820eee93a3')
      .executeTakeFirstOrThrow();
    // no custom course_id and a target without a course: the link names no Parcours course yet, and the
    // instructor lands on the course picker for it
    expect(link.course_id).toBeNull();
    const code = decodeURIComponent(/#code=(.+)$/.exec(res.headers.location as string)![1]!);
    const session = await t.app.inject({ method: 'POST', url: '/api/lti/session', payload: { code } });
    expect(session.json().data.target).toEqual({ kind: 'pick_course', link_id: link.id });
    // AGS names the column list only (`lineitems`, no `lineitem`) and grants the score and line item scopes:
    // Parcours keeps the list to create its column there
    expect(link).toMatchObject({
      lineitem_url: null,
      lineitems_url: 'http://canvas.docker/api/lti/courses/1/line_items',
    });
  });
});

describe('a deep linking request of the 1EdTech reference implementation', () => {
  it('signs the institution instructor in with their name and address, and opens the course picker', async () => {
    const res = await replay(referenceDeepLink);
    expect(res.statusCode, res.body).toBe(303);
    expect(await userOf('e2903da3930d6c09e3c3')).toMatchObject({
      first_name: 'Laquita',
      last_name: 'Johnston',
      email: 'laquita.johnston@example.org',
      role: 2,
    });
    const code = decodeURIComponent(/#code=(.+)$/.exec(res.headers.location as string)![1]!);
    const session = await t.app.inject({ method: 'POST', url: '/api/lti/session', payload: { code } });
    const target = session.json().data.target;
    expect(target.kind).toBe('deep_link');
    // the answer goes back to the reference implementation's return address, with its opaque data
    const request = await t.db
      .selectFrom('lti_tokens')
      .select('payload')
      .where('token_hash', '=', sha256(target.request))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(request.payload)).toMatchObject({
      return_url: 'https://lti-ri.imsglobal.org/platforms/370/contexts/422/deep_links',
      data: 'Some random opaque data that MUST be sent back',
    });
  });
});

describe('a names and roles answer recorded from Canvas', () => {
  it('brings its one active learner, without name or address, into the class', async () => {
    // a launch from the simulator's LMS course records its memberships address; Canvas's answer comes back there
    const launched = await replay({
      ...canvasLaunch,
      sub: 'canvas-teacher',
      [ltiClaim.resourceLink]: { id: 'roster-link' },
      [ltiClaim.context]: { id: 'roster-course', title: 'Roster course' },
      [ltiClaim.nrps]: { context_memberships_url: sim.membershipsUrl, service_versions: ['2.0'] },
    });
    expect(launched.statusCode, launched.body).toBe(303);
    sim.membershipsBody = canvasRoster;
    const context = await t.db
      .selectFrom('lti_contexts')
      .select('id')
      .where('platform_id', '=', platformId)
      .where('context_id', '=', 'roster-course')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lti/contexts/${context.id}/roster`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    // one member, Active, role membership#Learner: one learner, one new account
    expect(res.json().data).toMatchObject({ members: 1, learners: 1, instructors: 0, created: 1 });
    expect(await userOf('20eb59f5-26e8-46bc-87b0-57ed54820aeb')).toMatchObject({
      first_name: '-',
      last_name: '-',
      email: `lti-${platformId}-${sha256('20eb59f5-26e8-46bc-87b0-57ed54820aeb').slice(0, 20)}@lti.invalid`,
      role: 0,
    });
  });
});
