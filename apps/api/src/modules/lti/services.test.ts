// Deep linking, grade passback (AGS), roster sync (NRPS), the tool's keys and dynamic registration, against the
// platform simulator (docs/integrations.md, "LTI 1.3"). Scores wait through an LMS outage and arrive once.
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp, userWithTokens } from '../../test/helpers';
import { registeredLms } from '../../test/lti';
import {
  type LaunchSpec,
  type LtiPlatformSim,
  lisRole,
  ltiClaim,
  refusalPage,
} from '../../test/lti-platform';
import { insertCourse, insertUnitWithObject, sampleQuiz } from '../../test/quizzes';
import { createGradeSender } from './grade-sender';
import { createPlatformClient } from './platform-client';

let t: TestApp;
let sim: LtiPlatformSim;
let admin: Awaited<ReturnType<typeof userWithTokens>>;

beforeAll(async () => {
  ({ t, sim, admin } = await registeredLms());
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** A whole launch: login initiation, the platform's id_token, the session hand-over. */
async function launch(spec: LaunchSpec) {
  const login = await t.app.inject({
    method: 'GET',
    url: '/api/lti/login',
    query: {
      iss: sim.issuer,
      login_hint: 'h',
      target_link_uri: 'http://parcours.test/lti',
      client_id: sim.clientId,
    },
  });
  const location = new URL(login.headers.location as string);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lti/launch',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      id_token: await sim.idToken(spec, location.searchParams.get('nonce')!),
      state: location.searchParams.get('state')!,
    }).toString(),
  });
  expect(res.statusCode).toBe(303);
  const code = decodeURIComponent(String(res.headers.location).split('#code=')[1]!);
  const session = await t.app.inject({ method: 'POST', url: '/api/lti/session', payload: { code } });
  expect(session.statusCode).toBe(200);
  const data = session.json().data;
  return { ...data, headers: bearer(data.access_token) };
}

const teacher = { sub: 't-1', given_name: 'Grace', family_name: 'Hopper', roles: [lisRole.instructor] };

describe('deep linking', () => {
  it("answers the teacher's pick with a signed resource link and its gradebook column", async () => {
    const course = await insertCourse(t, { title: 'Genetics' });
    const session = await launch({ user: teacher, kind: 'deep_link' });
    expect(session.target.kind).toBe('deep_link');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/lti/deep-links/${session.target.request}`,
      headers: session.headers,
      payload: { course_id: course.id, grading: 'progress' },
    });
    expect(res.statusCode).toBe(200);
    const { return_url, jwt } = res.json().data;
    expect(return_url).toBe(`${sim.issuer}/deep-link-return`);
    // The platform checks the answer against Parcours' published key set.
    const payload = await sim.verifyToolJwt(jwt);
    expect(payload[ltiClaim.messageType]).toBe('LtiDeepLinkingResponse');
    expect(payload[ltiClaim.version]).toBe('1.3.0');
    expect(payload[ltiClaim.deploymentId]).toBe(sim.deploymentId);
    expect(payload[ltiClaim.dlData]).toBe('opaque-platform-data');
    expect(payload[ltiClaim.contentItems]).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Genetics',
        url: `http://parcours.test/lti/courses/${course.id}`,
        custom: { course_id: String(course.id), grading: 'progress' },
        lineItem: { scoreMaximum: 100, label: 'Genetics', resourceId: `parcours-course-${course.id}` },
        // The request accepts iframe and window: framed in the LMS page.
        iframe: { height: 800 },
      },
    ]);
    // A request is answered once.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/lti/deep-links/${session.target.request}`,
      headers: session.headers,
      payload: { course_id: course.id },
    });
    expect(again.statusCode).toBe(410);
  });

  /** A deep-linking launch of `teacher` with these settings, answered with this course. */
  async function deepLink(settings: Record<string, unknown>, courseId: number, sub = 't-1') {
    const session = await launch({ user: { ...teacher, sub }, kind: 'deep_link', deepLinking: settings });
    return t.app.inject({
      method: 'POST',
      url: `/api/lti/deep-links/${session.target.request}`,
      headers: { ...session.headers, 'accept-language': 'fr' },
      payload: { course_id: courseId },
    });
  }
  const itemsOf = async (res: { json: () => { data: { jwt: string } } }) =>
    (await sim.verifyToolJwt(res.json().data.jwt))[ltiClaim.contentItems] as Record<string, unknown>[];

  it('answers a plain link to the course page where the LMS accepts links but no LTI resource link', async () => {
    const course = await insertCourse(t, { title: 'Mycology' });
    const res = await deepLink(
      {
        accept_types: ['link', 'file'],
        accept_multiple: false,
        accept_presentation_document_targets: ['window'],
      },
      course.id,
    );
    expect(res.statusCode).toBe(200);
    expect(await itemsOf(res)).toEqual([
      {
        type: 'link',
        title: 'Mycology',
        url: `http://parcours.test/courses/${course.id}`,
        window: { targetName: '_blank' },
      },
    ]);
  });

  it('opens the resource link in a window where the LMS does not allow a frame, one item only', async () => {
    const course = await insertCourse(t, { title: 'Ethology' });
    const res = await deepLink(
      {
        accept_types: ['link', 'ltiResourceLink'],
        accept_multiple: false,
        accept_presentation_document_targets: ['window'],
      },
      course.id,
    );
    const items = await itemsOf(res);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'ltiResourceLink', window: { targetName: '_blank' } });
    expect(items[0]!.iframe).toBeUndefined();
  });

  it('answers an LTI resource link to an LMS that names no accepted types, with no presentation', async () => {
    const course = await insertCourse(t, { title: 'Taxonomy' });
    const res = await deepLink(
      { accept_types: undefined, accept_presentation_document_targets: undefined },
      course.id,
    );
    const items = await itemsOf(res);
    expect(items).toEqual([expect.objectContaining({ type: 'ltiResourceLink', title: 'Taxonomy' })]);
    expect(items[0]!.iframe).toBeUndefined();
    expect(items[0]!.window).toBeUndefined();
  });

  it("refuses, in the teacher's language, where the LMS accepts only files or HTML", async () => {
    const course = await insertCourse(t, { title: 'Limnology' });
    const res = await deepLink({ accept_types: ['file', 'html'] }, course.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'La plateforme n’accepte ici que des fichiers ou du HTML ; Parcours ajoute un cours comme lien LTI ou lien web. Ajoutez le contenu autrement dans la plateforme.',
    );
  });

  it("offers published courses and the teacher's own drafts, never another designer's draft", async () => {
    const published = await insertCourse(t, { title: 'Published ecology' });
    const othersDraft = await insertCourse(t, { title: 'Secret draft' });
    await t.db.updateTable('courses').set({ status: 'draft' }).where('id', '=', othersDraft.id).execute();
    const session = await launch({ user: { ...teacher, sub: 't-drafts' }, kind: 'deep_link' });
    const ownDraft = await insertCourse(t, { title: 'My own draft' });
    await t.db
      .updateTable('courses')
      .set({ status: 'draft', created_by: session.user.id })
      .where('id', '=', ownDraft.id)
      .execute();
    const list = await t.app.inject({ method: 'GET', url: '/api/lti/courses', headers: session.headers });
    expect(list.statusCode).toBe(200);
    const titles = list.json().data.map((c: { title: string }) => c.title);
    expect(titles).toContain('Published ecology');
    expect(titles).toContain('My own draft');
    expect(titles).not.toContain('Secret draft');
    const searched = await t.app.inject({
      method: 'GET',
      url: '/api/lti/courses',
      query: { search: 'OWN dra' },
      headers: session.headers,
    });
    expect(searched.json().data.map((c: { id: number }) => c.id)).toEqual([ownDraft.id]);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/lti/deep-links/${session.target.request}`,
      headers: session.headers,
      payload: { course_id: othersDraft.id },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Secret draft');
    // The request is still there for a course the teacher may link.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/lti/deep-links/${session.target.request}`,
      headers: session.headers,
      payload: { course_id: ownDraft.id },
    });
    expect(own.statusCode).toBe(200);
    expect(published.id).toBeGreaterThan(0);
  });

  it('is for teachers only', async () => {
    const login = await t.app.inject({
      method: 'GET',
      url: '/api/lti/login',
      query: { iss: sim.issuer, login_hint: 'h', target_link_uri: 'http://parcours.test/lti' },
    });
    const location = new URL(login.headers.location as string);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        id_token: await sim.idToken(
          {
            user: { sub: 's-9', given_name: 'A', family_name: 'B', roles: [lisRole.learner] },
            kind: 'deep_link',
          },
          location.searchParams.get('nonce')!,
        ),
        state: location.searchParams.get('state')!,
      }).toString(),
    });
    expect(res.statusCode).toBe(403);
    expect(refusalPage(res).message).toBe('Only teachers can add a Parcours course to the LMS.');
  });
});

describe('grade passback', () => {
  const sender = () => createGradeSender({ db: t.db, client: createPlatformClient({ db: t.db }) });

  it('sends the post-test score to the gradebook, through an outage, once', async () => {
    const course = await insertCourse(t, { title: 'Ecology' });
    const quiz = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/course-quiz/${course.id}`,
        headers: admin.headers,
        payload: sampleQuiz(),
      })
    ).json().data;
    const learner = await launch({
      user: { sub: 'learner-ags', given_name: 'Rosalind', family_name: 'Franklin', roles: [lisRole.learner] },
      resourceLinkId: 'link-ags',
      custom: { course_id: String(course.id) },
    });
    // The course is done: the course quiz opens as the post-test.
    await t.db
      .updateTable('enrolments')
      .set({ status: 'completed', completed_at: new Date().toISOString() })
      .where('user_id', '=', learner.user.id)
      .execute();
    await t.app.inject({ method: 'GET', url: `/api/user/quiz/${quiz.id}`, headers: learner.headers });
    const [qcm, zero, one] = quiz.questions;
    // The QCM wrong (one of its two correct answers), both true/false right: 2 of 3.
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/user/quiz/submit/${quiz.id}`,
      headers: learner.headers,
      payload: {
        answers: [
          { question_id: qcm.id, answer: [String(qcm.answers[0].id)] },
          { question_id: zero.id, answer: ['1'] },
          { question_id: one.id, answer: ['0'] },
        ],
      },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.counted_as).toBe('posttest');

    sim.scoresMode = 'down';
    const down = await sender().runOnce();
    expect(down).toEqual({ sent: 0, failed: 1 });
    const waiting = await t.db.selectFrom('lti_scores').selectAll().where('sent_at', 'is', null).execute();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.last_error).toBe('scores endpoint answered 503');
    expect(sim.scores).toHaveLength(0);

    sim.scoresMode = 'up';
    // The retry waits for its backoff (5 s after the first failure).
    const later = createGradeSender({
      db: t.db,
      client: createPlatformClient({ db: t.db }),
      now: () => new Date(Date.now() + 6_000),
    });
    expect(await later.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await later.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(sim.scores).toHaveLength(1);
    const [score] = sim.scores;
    expect(score!.lineItem).toBe('7');
    expect(score!.contentType).toBe('application/vnd.ims.lis.v1.score+json');
    // 2 right of 3 = 66.666... %, sent to two decimals, out of 100.
    expect(score!.body).toMatchObject({
      userId: 'learner-ags',
      scoreGiven: 66.67,
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    // The token was asked with the score scope and a client assertion the platform verified.
    expect(sim.tokens.map((tk) => tk.scope)).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');
  });

  it('sends the progress for a link graded by progress', async () => {
    const course = await insertCourse(t, { title: 'Botany' });
    const first = await insertUnitWithObject(t, course.id, 'Roots');
    await insertUnitWithObject(t, course.id, 'Leaves');
    sim.scores.length = 0;
    const learner = await launch({
      user: {
        sub: 'learner-progress',
        given_name: 'Barbara',
        family_name: 'McClintock',
        roles: [lisRole.learner],
      },
      resourceLinkId: 'link-progress',
      custom: { course_id: String(course.id), grading: 'progress' },
    });
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/user/learning-objects/${first.lo.id}/opened`,
      headers: learner.headers,
    });
    expect(opened.statusCode).toBe(200);
    // One of the two learning objects read: 50 %.
    expect(opened.json().data.percent).toBe(50);
    expect(await sender().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sim.scores.map((s) => s.body)).toEqual([
      expect.objectContaining({
        userId: 'learner-progress',
        scoreGiven: 50,
        scoreMaximum: 100,
        activityProgress: 'InProgress',
        gradingProgress: 'FullyGraded',
      }),
    ]);
  });

  it('creates the gradebook column of a link launched without one, once, then sends the scores to it', async () => {
    const course = await insertCourse(t, { title: 'Anatomy' });
    const first = await insertUnitWithObject(t, course.id, 'Bones');
    await insertUnitWithObject(t, course.id, 'Muscles');
    sim.scores.length = 0;
    sim.lineItemPosts.length = 0;
    // A Moodle activity added without "Select content": `lineitems` and the lineitem scope, no `lineitem`.
    const spec = (sub: string): LaunchSpec => ({
      user: { sub, given_name: 'Nettie', family_name: 'Stevens', roles: [lisRole.learner] },
      resourceLinkId: 'link-no-column',
      // Outside the LMS course whose roster is synced below.
      override: { [ltiClaim.context]: undefined },
      custom: { course_id: String(course.id), grading: 'progress' },
      ags: { lineitem: null },
    });
    // The LMS is down: the launch does not wait for it.
    sim.lineItemsMode = 'down';
    const one = await launch(spec('learner-col-1'));
    expect(one.target).toEqual({ kind: 'course', course_id: course.id });
    await t.app.inject({
      method: 'POST',
      url: `/api/user/learning-objects/${first.lo.id}/opened`,
      headers: one.headers,
    });
    expect(await sender().runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(sim.lineItemPosts).toHaveLength(0);

    sim.lineItemsMode = 'up';
    const two = await launch(spec('learner-col-2'));
    await t.app.inject({
      method: 'POST',
      url: `/api/user/learning-objects/${first.lo.id}/opened`,
      headers: two.headers,
    });
    const later = createGradeSender({
      db: t.db,
      client: createPlatformClient({ db: t.db }),
      now: () => new Date(Date.now() + 6_000),
    });
    // Both learners' scores, one column.
    expect(await later.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(sim.lineItemPosts).toEqual([
      {
        contentType: 'application/vnd.ims.lis.v2.lineitem+json',
        body: {
          label: 'Anatomy',
          scoreMaximum: 100,
          resourceLinkId: 'link-no-column',
          resourceId: `parcours-course-${course.id}`,
          tag: `parcours-course-${course.id}`,
        },
      },
    ]);
    expect(sim.scores.map((s) => [s.lineItem, s.body.userId, s.body.scoreGiven])).toEqual([
      ['li-1', 'learner-col-1', 50],
      ['li-1', 'learner-col-2', 50],
    ]);
    expect(sim.tokens.map((tk) => tk.scope)).toContain(
      'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
    );
    // The next launch of the link keeps the column Parcours made.
    await launch(spec('learner-col-1'));
    const link = await t.db
      .selectFrom('lti_links')
      .select('lineitem_url')
      .where('resource_link_id', '=', 'link-no-column')
      .executeTakeFirstOrThrow();
    expect(link.lineitem_url).toBe(`${sim.issuer}/lineitems/li-1`);
  });

  it('reuses the column the LMS already has for the link and course instead of making a second one', async () => {
    const course = await insertCourse(t, { title: 'Histology' });
    const { lo } = await insertUnitWithObject(t, course.id, 'Tissues');
    await insertUnitWithObject(t, course.id, 'Cells');
    sim.scores.length = 0;
    sim.lineItemPosts.length = 0;
    // Made by another Parcours process at the same moment, or before a lost answer.
    sim.lineItems.push({
      id: `${sim.issuer}/lineitems/existing-9`,
      label: 'Histology',
      scoreMaximum: 100,
      resourceLinkId: 'link-existing-column',
      resourceId: `parcours-course-${course.id}`,
    });
    const learner = await launch({
      user: { sub: 'learner-col-3', given_name: 'Ada', family_name: 'Yonath', roles: [lisRole.learner] },
      resourceLinkId: 'link-existing-column',
      // Outside the LMS course whose roster is synced below.
      override: { [ltiClaim.context]: undefined },
      custom: { course_id: String(course.id), grading: 'progress' },
      ags: { lineitem: null },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/user/learning-objects/${lo.id}/opened`,
      headers: learner.headers,
    });
    expect(await sender().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sim.lineItemPosts).toHaveLength(0);
    expect(sim.scores.map((s) => s.lineItem)).toEqual(['existing-9']);
  });

  it('creates no column when the LMS did not grant the line item scope', async () => {
    const course = await insertCourse(t, { title: 'Virology' });
    const { lo } = await insertUnitWithObject(t, course.id, 'Capsids');
    await insertUnitWithObject(t, course.id, 'Genomes');
    sim.lineItemPosts.length = 0;
    const before = (await t.db.selectFrom('lti_scores').select('id').execute()).length;
    const learner = await launch({
      user: { sub: 'learner-col-4', given_name: 'June', family_name: 'Almeida', roles: [lisRole.learner] },
      resourceLinkId: 'link-no-scope',
      // Outside the LMS course whose roster is synced below.
      override: { [ltiClaim.context]: undefined },
      custom: { course_id: String(course.id), grading: 'progress' },
      ags: { lineitem: null, scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'] },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/user/learning-objects/${lo.id}/opened`,
      headers: learner.headers,
    });
    expect((await t.db.selectFrom('lti_scores').select('id').execute()).length).toBe(before);
    await sender().runOnce();
    expect(sim.lineItemPosts).toHaveLength(0);
  });

  it('queues nothing for a learner who never came from an LMS', async () => {
    const before = await t.db.selectFrom('lti_scores').select('id').execute();
    const course = await insertCourse(t, { title: 'Zoology' });
    const { lo } = await insertUnitWithObject(t, course.id);
    const local = await userWithTokens(t, { role: 0 });
    await t.db
      .insertInto('enrolments')
      .values({
        user_id: local.row.id,
        course_id: course.id,
        status: 'enrolled',
        enrolled_at: new Date().toISOString(),
      })
      .execute();
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/user/learning-objects/${lo.id}/opened`,
      headers: local.headers,
    });
    expect(opened.statusCode).toBe(200);
    expect(await t.db.selectFrom('lti_scores').select('id').execute()).toHaveLength(before.length);
  });
});

describe('roster sync', () => {
  it('brings the LMS course roster into a Parcours class, page by page, once per person', async () => {
    sim.members = [
      {
        sub: 'r-1',
        given_name: 'Marie',
        family_name: 'Curie',
        email: 'marie@school.example',
        roles: [lisRole.learner],
      },
      { sub: 'r-2', given_name: 'Pierre', family_name: 'Curie', roles: [lisRole.learner] },
      { sub: 'learner-ags', given_name: 'Rosalind', family_name: 'Franklin', roles: [lisRole.learner] },
      { sub: 'r-4', given_name: 'Lise', family_name: 'Meitner', roles: ['Instructor'] },
      { sub: 'r-5', given_name: 'Gone', family_name: 'Away', roles: [lisRole.learner], status: 'Inactive' },
    ];
    const contexts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/lti/contexts',
      headers: admin.headers,
    });
    expect(contexts.statusCode).toBe(200);
    const [context] = contexts.json().data;
    expect(context).toMatchObject({
      context_id: sim.contextId,
      title: 'Biology 101',
      has_roster: true,
      class_id: null,
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lti/contexts/${context.id}/roster`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    // 4 active members over 3 pages of 2: 3 learners (one already launched) and 1 instructor; 3 new accounts.
    expect(res.json().data).toMatchObject({ members: 4, learners: 3, instructors: 1, created: 3 });
    expect(res.json().message).toBe('4 members of the LMS course are in the class.');
    const classId = res.json().data.class_id;
    const members = await t.db
      .selectFrom('class_members as m')
      .innerJoin('lti_accounts as a', 'a.user_id', 'm.user_id')
      .select('a.subject')
      .where('m.class_id', '=', classId)
      .orderBy('a.subject')
      .execute();
    expect(members.map((m) => m.subject)).toEqual(['learner-ags', 'r-1', 'r-2']);
    const lise = await t.db
      .selectFrom('users as u')
      .innerJoin('lti_accounts as a', 'a.user_id', 'u.id')
      .select(['u.role', 'u.status'])
      .where('a.subject', '=', 'r-4')
      .executeTakeFirstOrThrow();
    expect(lise).toEqual({ role: 2, status: 'accepted' });
    // The class enrols its members in the courses linked from the LMS course.
    const classCourses = await t.db
      .selectFrom('class_courses as cc')
      .innerJoin('courses as c', 'c.id', 'cc.course_id')
      .select('c.title')
      .where('cc.class_id', '=', classId)
      .orderBy('c.title')
      .execute();
    // The two links launched from this LMS course above: Ecology (score) and Botany (progress).
    expect(classCourses.map((c) => c.title)).toEqual(['Botany', 'Ecology']);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lti/contexts/${context.id}/roster`,
      headers: admin.headers,
    });
    expect(again.json().data).toMatchObject({ class_id: classId, members: 4, created: 0 });
  });

  it('shows and syncs an LMS course only for the admin and the instructors the LMS named in it', async () => {
    sim.members = [{ sub: 'r-6', given_name: 'Emmy', family_name: 'Noether', roles: [lisRole.learner] }];
    const chemistry = { id: 'course-202', label: 'CHEM', title: 'Chemistry 202' };
    // Named an instructor of Chemistry 202 by the LMS, a learner of Biology 101.
    const named = await launch({
      user: { sub: 't-chem', given_name: 'Dorothy', family_name: 'Hodgkin', roles: [lisRole.instructor] },
      resourceLinkId: 'link-chem',
      override: { [ltiClaim.context]: chemistry },
    });
    await launch({
      user: { sub: 't-chem', given_name: 'Dorothy', family_name: 'Hodgkin', roles: [lisRole.learner] },
      resourceLinkId: 'link-bio-as-learner',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/lti/contexts',
      headers: named.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { title: string }) => c.title)).toEqual(['Chemistry 202']);
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/admin/lti/contexts', headers: admin.headers })
    ).json().data as { id: number; title: string }[];
    expect(all.map((c) => c.title).sort()).toEqual(['Biology 101', 'Chemistry 202']);
    const biology = all.find((c) => c.title === 'Biology 101')!;
    const chem = all.find((c) => c.title === 'Chemistry 202')!;

    // A Parcours instructor the LMS never named sees none and syncs none.
    const stranger = await userWithTokens(t, { role: 2 });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/admin/lti/contexts',
      headers: stranger.headers,
    });
    expect(none.json().data).toEqual([]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lti/contexts/${chem.id}/roster`,
      headers: { ...stranger.headers, 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Cours de la plateforme introuvable');
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lti/contexts/${biology.id}/roster`,
      headers: named.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('LMS course not found');
    const synced = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lti/contexts/${chem.id}/roster`,
      headers: named.headers,
    });
    expect(synced.statusCode).toBe(200);
  });

  it('is refused to learners', async () => {
    const learner = await userWithTokens(t, { role: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/contexts/1/roster',
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('tool keys', () => {
  it('publishes the signing key; a rotation signs with a new one and keeps the old one published', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(before[0].d).toBeUndefined();
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/keys/rotate',
      headers: admin.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys;
    expect(after).toHaveLength(2);
    const newKid = after.find((k: { kid: string }) => k.kid !== before[0].kid).kid;

    const course = await insertCourse(t, { title: 'Optics' });
    const session = await launch({ user: { ...teacher, sub: 't-keys' }, kind: 'deep_link' });
    const { jwt } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/lti/deep-links/${session.target.request}`,
        headers: session.headers,
        payload: { course_id: course.id },
      })
    ).json().data;
    expect(decodeProtectedHeader(jwt).kid).toBe(newKid);
    await sim.verifyToolJwt(jwt);
  });
});

describe('dynamic registration', () => {
  it('registers the platform from its OpenID configuration with a one-time link', async () => {
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/registration-links',
      headers: admin.headers,
    });
    expect(link.statusCode).toBe(201);
    const url = new URL(link.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://parcours.test/api/lti/register');
    const query = {
      token: url.searchParams.get('token')!,
      openid_configuration: `${sim.issuer}/.well-known/openid-configuration`,
      registration_token: 'registration-token-1',
    };
    const res = await t.app.inject({ method: 'GET', url: '/api/lti/register', query });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain("postMessage({subject:'org.imsglobal.lti.close'}");
    expect(sim.registrations[0]).toMatchObject({
      initiate_login_uri: 'http://parcours.test/api/lti/login',
      redirect_uris: ['http://parcours.test/api/lti/launch'],
      jwks_uri: 'http://parcours.test/.well-known/jwks.json',
      token_endpoint_auth_method: 'private_key_jwt',
    });
    const stored = await t.db
      .selectFrom('lti_platforms')
      .selectAll()
      .where('client_id', '=', 'dynamic-client-1')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'simulated-lms',
      issuer: sim.issuer,
      token_url: `${sim.issuer}/token`,
    });
    const deployments = await t.db
      .selectFrom('lti_deployments')
      .select('deployment_id')
      .where('platform_id', '=', stored.id)
      .execute();
    expect(deployments).toEqual([{ deployment_id: 'dynamic-deployment-1' }]);

    const reused = await t.app.inject({ method: 'GET', url: '/api/lti/register', query });
    expect(reused.statusCode).toBe(401);
  });
});
