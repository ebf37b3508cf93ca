// The CONSORT 2010 participant flow of a study (docs/studies.md §4) against a hand count: 30 learners enrolled,
// 26 consented, 3 declined, 1 undecided; the 26 allocated 13 and 13, one of them withdrew afterwards. Every box
// adds up (enrolled = consented + declined + undecided; the allocations add up to the consents; allocated =
// analysed + exclusions), the withdrawn learner stays in their condition's allocation and balance with none of
// their data, and the package's summary says the same as the dashboard.
import type { LearnerLevel, ParticipationStatus, StudyCondition } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { at, attempt, category, course, courseQuiz, enrol, person, styleResult } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let researcher: Awaited<ReturnType<typeof userWithTokens>>;
let studyId: number;
let courseId: number;
const tokens = new Map<string, Record<string, string>>();

/** [name, condition, stratum, counted pretest %, counted post-test %, completed]; null: none. */
type Allocated = [string, StudyCondition, LearnerLevel, number | null, number | null, boolean];
const allocated: Allocated[] = [
  // adaptive: 4 advanced (W1 withdraws later), 5 intermediate, 4 basic.
  ['W1', 'adaptive', 'advanced', 80, 90, true],
  ['A02', 'adaptive', 'advanced', 80, 90, true],
  ['A03', 'adaptive', 'advanced', 75, 85, true],
  ['A04', 'adaptive', 'advanced', 85, 95, true],
  ['A05', 'adaptive', 'intermediate', 50, 70, true],
  ['A06', 'adaptive', 'intermediate', 60, 80, true],
  ['A07', 'adaptive', 'intermediate', 45, 65, true],
  ['A08', 'adaptive', 'intermediate', 55, null, true], // completed, never took the post-test
  ['A09', 'adaptive', 'intermediate', 65, null, false], // stopped
  ['A10', 'adaptive', 'basic', 20, 50, true],
  ['A11', 'adaptive', 'basic', 30, 60, true],
  ['A12', 'adaptive', 'basic', 35, 55, true],
  ['A13', 'adaptive', 'basic', 10, 40, true],
  // author_order: 4 advanced, 5 intermediate, 4 basic.
  ['B01', 'author_order', 'advanced', 80, 85, true],
  ['B02', 'author_order', 'advanced', 90, 95, true],
  ['B03', 'author_order', 'advanced', 75, 80, true],
  ['B04', 'author_order', 'advanced', 70, null, false], // stopped
  ['B05', 'author_order', 'intermediate', 50, 60, true],
  ['B06', 'author_order', 'intermediate', 40, 50, true],
  ['B07', 'author_order', 'intermediate', 60, 70, true],
  ['B08', 'author_order', 'intermediate', 45, null, false], // stopped
  ['B09', 'author_order', 'intermediate', null, 70, true], // its enrolment no longer counts a pretest
  ['B10', 'author_order', 'basic', 20, 30, true],
  ['B11', 'author_order', 'basic', 25, 45, true],
  ['B12', 'author_order', 'basic', 30, 40, true],
  ['B13', 'author_order', 'basic', 15, 35, true],
];

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
const style = (processing: string) => ({
  processing: [processing, 7] as [string, number],
  perception: ['sensing', 5] as [string, number],
  input: ['visual', 3] as [string, number],
  understanding: ['sequential', 1] as [string, number],
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  researcher = await userWithTokens(t, { role: 4 });
  courseId = await course(t, 'Acoustics', await category(t, 'Physics'));
  const quizId = await courseQuiz(t, courseId);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: json(admin.headers),
    payload: {
      title: 'Sound study',
      course_ids: [courseId],
      opens_at: '2020-01-01T00:00:00Z',
      closes_at: '2100-01-01T00:00:00Z',
      conditions: [
        { condition: 'adaptive', weight: 1 },
        { condition: 'author_order', weight: 1 },
      ],
      seed: 'sound',
      consent: { en: 'Consent', fr: 'Consentement' },
      delayed_posttest_days: null,
      post_test_rule: 'first',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  studyId = created.json().data.id;
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/studies/${studyId}/open`,
    headers: admin.headers,
  });
  expect(opened.statusCode, opened.body).toBe(200);

  let minute = 10;
  const seq: Record<string, number> = {};
  /** A learner enrolled in the course; those who act through the API later get a session. */
  const learner = async (name: string) => {
    if (['W1', 'D1', 'U1'].includes(name)) {
      const u = await userWithTokens(t, { first_name: name, email: `${name.toLowerCase()}@example.org` });
      tokens.set(name, u.headers);
      return u.row.id;
    }
    return (await person(t, name, `Learner${name}`, { email: `${name.toLowerCase()}@example.org` })).id;
  };
  const participant = (
    userId: number,
    status: ParticipationStatus,
    allocation?: { condition: StudyCondition; stratum: LearnerLevel },
  ) => {
    const stratum = allocation?.stratum ?? null;
    if (stratum) seq[stratum] = (seq[stratum] ?? -1) + 1;
    return t.db
      .insertInto('study_participants')
      .values({
        study_id: studyId,
        user_id: userId,
        course_id: courseId,
        status,
        consent_version: 1,
        decided_at: at(minute),
        condition: allocation?.condition ?? null,
        stratum,
        allocation_seq: stratum ? seq[stratum] : null,
        allocated_at: allocation ? at(minute) : null,
        study_version: allocation ? 1 : null,
        created_at: at(minute),
      })
      .execute();
  };

  for (const [name, condition, stratum, pre, post, completed] of allocated) {
    const userId = await learner(name);
    await enrol(t, userId, courseId, { status: completed ? 'completed' : 'enrolled', level: stratum });
    if (pre !== null)
      await attempt(t, {
        quizId,
        userId,
        courseId,
        kind: 'pretest',
        percentage: pre,
        time: 60,
        minute: minute++,
      });
    if (post !== null)
      await attempt(t, {
        quizId,
        userId,
        courseId,
        kind: 'posttest',
        percentage: post,
        time: 60,
        minute: 600 + minute++,
      });
    await participant(userId, 'accepted', { condition, stratum });
    // Processing styles: W1, A02 and A05 active, B01 reflective, everyone else without a result.
    if (['W1', 'A02', 'A05'].includes(name)) await styleResult(t, userId, style('active'), minute++);
    if (name === 'B01') await styleResult(t, userId, style('reflective'), minute++);
  }
  for (const name of ['D1', 'D2', 'D3']) {
    const userId = await learner(name);
    await enrol(t, userId, courseId);
    await participant(userId, 'declined');
  }
  // U1 enrolled and has not been asked yet: no participation row.
  await enrol(t, await learner('U1'), courseId);

  // W1 withdraws after the allocation, as a learner does from their profile.
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/studies/${studyId}/withdraw`,
    headers: tokens.get('W1')!,
  });
  expect(res.json().data).toEqual({ status: 'withdrawn' });
});
afterAll(async () => {
  await t.close();
});

const dashboard = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/studies/${studyId}/dashboard`,
    headers: researcher.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

// Counted by hand from the table above.
const flow = {
  enrolled: 30, // 26 + 3 + 1
  consented: 26,
  declined: 3,
  undecided: 1,
  awaiting_allocation: 0,
  withdrawn_before_allocation: 0,
  randomised: 26, // 13 + 13: W1 stays in adaptive's allocation
  withdrawn: 1,
  allocated: { adaptive: 13, author_order: 13 },
  withdrew: { adaptive: 1, author_order: 0 },
  // Among those still taking part (12 and 13): B09 has no counted pretest.
  pretest: { adaptive: 12, author_order: 12 },
  // adaptive: the 10 analysed and A08; author_order: the 10 analysed and B09.
  completed: { adaptive: 11, author_order: 11 },
  posttest: { adaptive: 10, author_order: 11 },
  // adaptive: A08, A09; author_order: B04, B08.
  lost: { adaptive: 2, author_order: 2 },
  analysed: { adaptive: 10, author_order: 10 },
  excluded: {
    adaptive: { withdrew: 1, no_posttest: 2, no_pretest: 0 }, // 10 + 1 + 2 = 13
    author_order: { withdrew: 0, no_posttest: 2, no_pretest: 1 }, // 10 + 2 + 1 = 13
  },
};

describe('the participant flow', () => {
  it('shows every box of the hand count, and the boxes add up', async () => {
    const d = await dashboard();
    expect(d.flow).toEqual(flow);
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(d.flow.consented + d.flow.declined + d.flow.undecided).toBe(d.flow.enrolled);
    expect(sum(d.flow.allocated)).toBe(d.flow.consented);
    for (const c of ['adaptive', 'author_order'])
      expect(d.flow.analysed[c] + sum(d.flow.excluded[c])).toBe(d.flow.allocated[c]);
    // The study and the list of studies say the same number of allocated learners.
    for (const url of [`/api/studies/${studyId}`, '/api/studies']) {
      const res = await t.app.inject({ method: 'GET', url, headers: researcher.headers });
      const body = res.json().data;
      expect(url.endsWith('studies') ? body.items[0].allocated : body.allocated, url).toBe(26);
    }
    // The per-condition figures count the same learners as the flow.
    expect(d.conditions.map((c: { n: number; attrition: unknown }) => [c.n, c.attrition])).toEqual([
      [10, { allocated: 13, lost: 3, rate: 3 / 13 }],
      [10, { allocated: 13, lost: 3, rate: 3 / 13 }],
    ]);
  });

  it('balances the conditions as allocated: the withdrawn learner stays in adaptive, their style unread', async () => {
    const d = await dashboard();
    // advanced 4 against 4, as the allocation gave, although W1 withdrew.
    expect(d.balance.levels).toEqual([
      { condition: 'adaptive', basic: 4, intermediate: 5, advanced: 4 },
      { condition: 'author_order', basic: 4, intermediate: 5, advanced: 4 },
    ]);
    const processing = d.balance.styles.filter((s: { dimension: string }) => s.dimension === 'processing');
    expect(processing).toEqual([
      {
        condition: 'adaptive',
        dimension: 'processing',
        counts: { active: 2, reflective: 0, none: 10, withdrawn: 1 },
      },
      {
        condition: 'author_order',
        dimension: 'processing',
        counts: { active: 0, reflective: 1, none: 12, withdrawn: 0 },
      },
    ]);
  });

  it("the package's summary is the dashboard; its participants are the 25 still taking part", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${studyId}/package`,
      headers: researcher.headers,
    });
    expect(res.statusCode).toBe(200);
    const files = await new Promise<Map<string, string>>((resolve, reject) => {
      yauzl.fromBuffer(res.rawPayload, { lazyEntries: true }, (err, zip) => {
        if (err || !zip) return reject(err);
        const out = new Map<string, string>();
        zip.on('entry', (entry: yauzl.Entry) =>
          zip.openReadStream(entry, (e, stream) => {
            if (e || !stream) return reject(e);
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('end', () => {
              out.set(
                entry.fileName.replace(`study-${studyId}/`, ''),
                Buffer.concat(chunks).toString('utf8'),
              );
              zip.readEntry();
            });
          }),
        );
        zip.on('end', () => resolve(out));
        zip.readEntry();
      });
    });
    const summary = JSON.parse(files.get('summary.json')!);
    expect(summary).toEqual(await dashboard());
    expect(summary.flow).toEqual(flow);
    // 26 allocated, 1 withdrew: 25 rows, as the codebook says.
    expect(files.get('participants.csv')!.trimEnd().split('\r\n')).toHaveLength(1 + 25);
    expect(files.get('codebook.md')).toContain(
      'participants.csv has one row per allocated learner still taking part: the sum of allocated minus the sum of withdrew.',
    );
  });

  it('a learner who declined cannot withdraw; the flow does not move', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/withdraw`,
      headers: tokens.get('D1')!,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are not taking part in this study.');
    expect((await dashboard()).flow).toEqual(flow);
  });

  it('"read later" keeps a learner undecided; a consent without a pretest waits for its allocation', async () => {
    const later = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(tokens.get('U1')!),
      payload: { decision: 'later', consent_version: 1 },
    });
    expect(later.json().data).toEqual({ status: 'pending' });
    expect((await dashboard()).flow).toEqual(flow);

    const newcomer = await userWithTokens(t);
    await enrol(t, newcomer.row.id, courseId);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(newcomer.headers),
      payload: { decision: 'accept', consent_version: 1 },
    });
    expect(accept.json().data).toEqual({ status: 'accepted' });
    expect((await dashboard()).flow).toEqual({
      ...flow,
      enrolled: 31,
      consented: 27, // 26 allocated + 1 awaiting the pretest
      awaiting_allocation: 1,
    });
  });
});
