// xAPI: statements built from events, queued in the event's transaction, and sent to an LRS (the stub of
// src/test) through an outage with none lost and none stored twice.

import { roles } from '@parcours/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { XapiConfig } from '../../config';
import { appPerFile, createTestApp, insertUser, userWithTokens } from '../../test/helpers';
import { type LrsStub, startLrsStub, statementErrors } from '../../test/lrs-stub';
import { backoffMs, createXapiSender } from './sender';
import { queueStatements, type XapiEvent } from './service';
import { toStatement } from './statements';

const home = 'http://parcours.test';
const t = appPerFile();
let stub: LrsStub;
afterEach(async () => {
  await stub?.close();
});

/** Every kind of event a research team reads, for one learner. */
function journey(userId: number): XapiEvent[] {
  const context = { courseId: 4, quizId: 9, attemptId: 31, condition: 'adaptive' };
  return [
    { userId, verb: 'launched', object: { kind: 'course', id: 4, name: 'Algèbre' } },
    {
      userId,
      verb: 'experienced',
      object: { kind: 'learning-object', id: 12, name: 'Fractions' },
      context: { courseId: 4 },
    },
    {
      userId,
      verb: 'answered',
      object: {
        kind: 'question',
        id: 70,
        name: 'Which are even?',
        interaction: {
          type: 'choice',
          choices: [
            { id: '701', text: '2' },
            { id: '702', text: '3' },
            { id: '703', text: '4' },
          ],
          correct: ['701', '703'],
        },
      },
      result: { response: ['701', '703'], success: true },
      context,
    },
    {
      userId,
      verb: 'answered',
      object: { kind: 'question', id: 71, interaction: { type: 'true-false', correct: ['true'] } },
      result: { response: 'false', success: false },
      context,
    },
    { userId, verb: 'attempted', object: { kind: 'quiz', id: 9 }, context },
    {
      userId,
      verb: 'passed',
      object: { kind: 'quiz', id: 9 },
      result: { score: { raw: 3, max: 4 }, success: true, completion: true, durationSeconds: 95 },
      context,
    },
    {
      userId,
      verb: 'failed',
      object: { kind: 'quiz', id: 10 },
      result: { score: { raw: 0, max: 4 }, success: false },
      context: { courseId: 4 },
    },
    { userId, verb: 'completed', object: { kind: 'course', id: 4 }, result: { completion: true } },
    {
      userId,
      verb: 'answered',
      object: {
        kind: 'questionnaire-item',
        id: 'ils-1',
        interaction: {
          type: 'choice',
          choices: [
            { id: 'a', text: 'try it out' },
            { id: 'b', text: 'think it through' },
          ],
        },
      },
      result: { response: 'a' },
      context: { courseId: 4 },
    },
    {
      userId,
      verb: 'answered',
      object: {
        kind: 'survey-item',
        id: 'nps',
        interaction: {
          type: 'likert',
          choices: [
            { id: '0', text: '0' },
            { id: '10', text: '10' },
          ],
        },
      },
      result: { response: '9' },
    },
  ];
}

describe('toStatement', () => {
  it('writes a pseudonymous, valid xAPI 1.0.3 statement with the score scaled by hand', () => {
    const statement = toStatement(
      { ...journey(1)[5], actor: 'p-123', timestamp: '2026-03-01T10:00:00.000Z' } as never,
      '8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e5f',
      `${home}/`,
    );
    expect(statement).toEqual({
      id: '8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e5f',
      actor: { objectType: 'Agent', account: { homePage: home, name: 'p-123' } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { 'en-US': 'passed' } },
      object: {
        objectType: 'Activity',
        id: `${home}/xapi/activities/quiz/9`,
        definition: { type: 'http://adlnet.gov/expapi/activities/assessment' },
      },
      // 3 of 4: scaled (3 - 0) / (4 - 0) = 0.75; 95 seconds.
      result: {
        score: { raw: 3, min: 0, max: 4, scaled: 0.75 },
        success: true,
        completion: true,
        duration: 'PT95S',
      },
      context: {
        platform: 'Parcours',
        contextActivities: {
          grouping: [
            {
              objectType: 'Activity',
              id: `${home}/xapi/activities/course/4`,
              definition: { type: 'http://adlnet.gov/expapi/activities/course' },
            },
          ],
        },
        extensions: {
          [`${home}/xapi/extensions/attempt`]: 31,
          [`${home}/xapi/extensions/condition`]: 'adaptive',
        },
      },
      timestamp: '2026-03-01T10:00:00.000Z',
      version: '1.0.3',
    });
    expect(statementErrors(statement)).toEqual([]);
  });

  it('is checked by the stub’s validator, which refuses what the specification refuses', () => {
    const good = toStatement(
      { ...journey(1)[2], actor: 'p', timestamp: '2026-03-01T10:00:00Z' } as never,
      '8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e5f',
      home,
    );
    expect(statementErrors(good)).toEqual([]);
    const twoIds = { ...good, actor: { account: { homePage: home, name: 'p' }, mbox: 'mailto:a@b.org' } };
    const badScore = { ...good, result: { score: { scaled: 1.5 } } };
    const unknown = { ...good, mood: 'happy' };
    const badId = { ...good, id: '42' };
    for (const bad of [twoIds, badScore, unknown, badId]) expect(statementErrors(bad)).not.toEqual([]);
  });

  it('answers the backoff: doubling from the base, capped', () => {
    expect([0, 1, 2, 3, 20].map((n) => backoffMs(n, 5000, 60_000))).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000,
    ]);
  });
});

describe('queueStatements', () => {
  it('queues in the caller’s transaction: a rolled-back event leaves no statement', async () => {
    const user = await insertUser(t);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueStatements(trx, journey(user.id).slice(0, 2));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const ids = await t.db.transaction().execute((trx) => queueStatements(trx, journey(user.id).slice(0, 2)));
    const rows = await t.db
      .selectFrom('xapi_statements')
      .selectAll()
      .where('statement_id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.statement_id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      // Pseudonymous: the learner's pseudonym, never the e-mail or the name.
      expect(row.payload).toContain(user.pseudonym);
      expect(row.payload).not.toContain(user.email);
      expect(row.payload).not.toContain(user.last_name);
    }
  });
});

describe('the sender', () => {
  it('sends every statement once through an outage and a lost answer: none lost, none duplicated', async () => {
    stub = await startLrsStub({ key: 'parcours', secret: 's3cret' });
    const config: XapiConfig = {
      lrsUrl: stub.url,
      key: 'parcours',
      secret: 's3cret',
      intervalMs: 1000,
      retentionDays: 30,
    };
    await t.db.deleteFrom('xapi_statements').execute();
    const users = [await insertUser(t), await insertUser(t), await insertUser(t)];
    const queued = await t.db.transaction().execute((trx) =>
      queueStatements(
        trx,
        users.flatMap((u) => journey(u.id)),
      ),
    );
    expect(queued).toHaveLength(30);

    let clock = Date.parse('2030-01-01T00:00:00.000Z');
    const sender = createXapiSender({
      db: t.db,
      config,
      homePage: home,
      now: () => new Date(clock),
      batchSize: 12,
      baseDelayMs: 5000,
    });
    const pending = async () =>
      (await t.db.selectFrom('xapi_statements').select('id').where('sent_at', 'is', null).execute()).length;

    // The LRS is down: nothing is sent, nothing is lost, and the batch waits 5 s before its next try.
    stub.mode = 'down';
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 12 });
    expect(await pending()).toBe(30);
    const waiting = await t.db.selectFrom('xapi_statements').selectAll().where('attempts', '=', 1).execute();
    expect(waiting.map((r) => r.next_attempt_at)).toEqual(waiting.map(() => '2030-01-01T00:00:05.000Z'));
    expect(waiting[0].last_error).toBe('LRS answered 503');

    // The LRS comes back but its answers are lost: it stored a batch the sender believes failed.
    stub.mode = 'lose-answers';
    // Due: the third learner's 10; the second learner's other 8 wait behind his 2 that failed (in order).
    expect((await sender.runOnce()).sent).toBe(0);
    expect(stub.statements.size).toBe(10);
    const lostAnswers = [...stub.statements.keys()];

    // Up again: every round sends what is due; re-sent statements keep their ids and are not stored twice.
    stub.mode = 'up';
    clock += 60_000;
    let rounds = 0;
    while ((await pending()) > 0 && rounds < 10) {
      await sender.runOnce();
      rounds += 1;
    }
    expect(await pending()).toBe(0);
    expect(stub.rejected).toEqual([]);
    expect(stub.statements.size).toBe(30);
    expect([...stub.statements.keys()].sort()).toEqual([...queued].sort());
    // Only the 10 whose answer was lost reached the LRS twice; it kept one of each.
    const times = (id: string) => stub.received.filter((x) => x === id).length;
    expect(queued.map(times)).toEqual(queued.map((id) => (lostAnswers.includes(id) ? 2 : 1)));
    const stored = [...stub.statements.values()] as { actor: { account: { name: string } } }[];
    expect(new Set(stored.map((s) => s.actor.account.name))).toEqual(new Set(users.map((u) => u.pseudonym)));
    // A round with nothing due sends nothing.
    const answered = stub.answers.length;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(stub.answers.length).toBe(answered);
  });

  it('refuses the LRS’s wrong credentials and keeps the statements', async () => {
    stub = await startLrsStub({ key: 'parcours', secret: 's3cret' });
    await t.db.deleteFrom('xapi_statements').execute();
    const user = await insertUser(t);
    await t.db.transaction().execute((trx) => queueStatements(trx, journey(user.id).slice(0, 1)));
    const sender = createXapiSender({
      db: t.db,
      config: { lrsUrl: stub.url, key: 'parcours', secret: 'wrong', intervalMs: 1000, retentionDays: 30 },
      homePage: home,
    });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(stub.statements.size).toBe(0);
    const row = await t.db.selectFrom('xapi_statements').selectAll().executeTakeFirstOrThrow();
    expect([row.sent_at, row.last_error]).toEqual([null, 'LRS answered 401']);
  });
});

describe('the order of a learner’s statements', () => {
  const config = (url: string): XapiConfig => ({
    lrsUrl: url,
    key: null,
    secret: null,
    intervalMs: 1000,
    retentionDays: 30,
  });
  const read = (userId: number, n: number): XapiEvent => ({
    userId,
    verb: 'experienced',
    object: { kind: 'learning-object', id: n },
  });
  /** The statement ids the LRS stored, in the order it stored them, of the learner's ids among `ids`. */
  const storedOrder = (ids: string[]) => [...stub.statements.keys()].filter((id) => ids.includes(id));

  it('is kept through an outage: a later statement never goes before an earlier one that waits', async () => {
    stub = await startLrsStub();
    await t.db.deleteFrom('xapi_statements').execute();
    const [ann, bob] = [await insertUser(t), await insertUser(t)];
    const queue = (events: XapiEvent[]) => t.db.transaction().execute((trx) => queueStatements(trx, events));
    const annFirst = await queue([read(ann.id, 1), read(ann.id, 2)]);
    const annThen = await queue([read(ann.id, 3)]);
    let clock = Date.parse('2030-01-01T00:00:00.000Z');
    const sender = createXapiSender({
      db: t.db,
      config: config(stub.url),
      homePage: home,
      now: () => new Date(clock),
      batchSize: 2,
      baseDelayMs: 5000,
    });

    // The LRS is down: Ann's first two statements fail and wait 5 s.
    stub.mode = 'down';
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 2 });
    // It is back before their retry; Ann's third statement and two new ones (hers and Bob's) are due.
    stub.mode = 'up';
    const annLater = await queue([read(ann.id, 4)]);
    const bobs = await queue([read(bob.id, 1)]);
    // Only Bob's goes: Ann's wait behind her first two.
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect([...stub.statements.keys()]).toEqual(bobs);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });

    // Their retry is due: Ann's four go, in the order they happened.
    clock += 5000;
    while ((await sender.runOnce()).sent > 0);
    expect(storedOrder([...annFirst, ...annThen, ...annLater])).toEqual([
      ...annFirst,
      ...annThen,
      ...annLater,
    ]);
    expect(stub.statements.size).toBe(5);
  });

  it('holds back only the learner whose statement the LRS refuses, and only after it', async () => {
    stub = await startLrsStub();
    await t.db.deleteFrom('xapi_statements').execute();
    const [ann, bob] = [await insertUser(t), await insertUser(t)];
    // Ann's second statement is invalid (a score above its maximum): the LRS refuses it, and the batch with it.
    const bad: XapiEvent = {
      userId: ann.id,
      verb: 'passed',
      object: { kind: 'quiz', id: 9 },
      result: { score: { raw: 5, max: 4 } },
    };
    const ids = await t.db
      .transaction()
      .execute((trx) =>
        queueStatements(trx, [read(ann.id, 1), read(bob.id, 1), bad, read(bob.id, 2), read(ann.id, 3)]),
      );
    const [ann1, bob1, ann2, bob2, ann3] = ids;
    const clock = Date.parse('2030-01-01T00:00:00.000Z');
    const sender = createXapiSender({
      db: t.db,
      config: config(stub.url),
      homePage: home,
      now: () => new Date(clock),
      baseDelayMs: 5000,
    });

    // Ann's first and Bob's two go; Ann's third is not even tried, as her second waits.
    expect(await sender.runOnce()).toEqual({ sent: 3, failed: 2 });
    expect([...stub.statements.keys()].sort()).toEqual([ann1, bob1, bob2].sort());
    expect(storedOrder([bob1, bob2])).toEqual([bob1, bob2]);
    expect(stub.received).not.toContain(ann3);
    const rows = await t.db
      .selectFrom('xapi_statements')
      .select(['statement_id', 'attempts', 'next_attempt_at', 'sent_at', 'claim_token'])
      .where('statement_id', 'in', [ann2, ann3])
      .orderBy('id')
      .execute();
    // The refused one waits 5 s as a failed try; the one behind it waits with it, and no try is counted.
    expect(rows).toEqual([
      {
        statement_id: ann2,
        attempts: 1,
        next_attempt_at: '2030-01-01T00:00:05.000Z',
        sent_at: null,
        claim_token: null,
      },
      {
        statement_id: ann3,
        attempts: 0,
        next_attempt_at: '2030-01-01T00:00:05.000Z',
        sent_at: null,
        claim_token: null,
      },
    ]);
    // While it waits, later rounds send nothing of Ann's, and Bob's new statements go at once.
    const bob3 = await t.db.transaction().execute((trx) => queueStatements(trx, [read(bob.id, 3)]));
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(stub.statements.has(bob3[0])).toBe(true);
    expect(stub.received).not.toContain(ann3);
  });
});

describe('a statement the LRS refuses', () => {
  const config = (url: string): XapiConfig => ({
    lrsUrl: url,
    key: null,
    secret: null,
    intervalMs: 1000,
    retentionDays: 30,
  });

  it('keeps the LRS’s status and answer, shown to administrators with what waits', async () => {
    stub = await startLrsStub();
    await t.db.deleteFrom('xapi_statements').execute();
    const learner = await insertUser(t);
    // A score above its maximum: the LRS refuses the statement and says why.
    const [refused] = await t.db.transaction().execute((trx) =>
      queueStatements(trx, [
        {
          userId: learner.id,
          verb: 'passed',
          object: { kind: 'quiz', id: 9 },
          result: { score: { raw: 5, max: 4 } },
        },
      ]),
    );
    const sender = createXapiSender({
      db: t.db,
      config: config(stub.url),
      homePage: home,
      now: () => new Date('2030-01-01T00:00:00.000Z'),
    });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    const row = await t.db
      .selectFrom('xapi_statements')
      .select(['last_error', 'last_status', 'last_response'])
      .where('statement_id', '=', refused)
      .executeTakeFirstOrThrow();
    expect(row.last_error).toBe('LRS answered 400');
    expect(row.last_status).toBe(400);
    // The stub's own answer, written by hand: the statement's id and the rule it breaks (scaled 5 / 4 = 1.25,
    // above the specification's 1).
    expect(JSON.parse(row.last_response ?? 'null')).toEqual({
      error: 'invalid statements',
      invalid: [{ id: refused, errors: ['/result/score/scaled must be <= 1'] }],
    });

    // Another learner's statement, while the LRS is down for maintenance: its answer is kept too.
    const other = await insertUser(t);
    const [unreached] = await t.db
      .transaction()
      .execute((trx) =>
        queueStatements(trx, [{ userId: other.id, verb: 'launched', object: { kind: 'course', id: 4 } }]),
      );
    stub.mode = 'down';
    await sender.runOnce();

    const admin = await userWithTokens(t, { role: roles.admin });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/xapi/statements?page=1&per_page=10',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 2,
      counts: { waiting: 2, refused: 2 },
    });
    expect(body.data[0]).toMatchObject({
      statement_id: refused,
      actor: learner.pseudonym,
      verb: 'passed',
      object: 'quiz/9',
      attempts: 1,
      last_error: 'LRS answered 400',
      last_status: 400,
      last_response: row.last_response,
    });
    expect(body.data[1]).toMatchObject({
      statement_id: unreached,
      verb: 'launched',
      object: 'course/4',
      last_error: 'LRS answered 503',
      last_status: 503,
      last_response: '{"error":"maintenance"}',
    });
    const learnerCall = await t.app.inject({
      method: 'GET',
      url: '/api/admin/xapi/statements',
      headers: (await userWithTokens(t)).headers,
    });
    expect(learnerCall.statusCode).toBe(403);
  });

  it('keeps at most 2 KB of a long answer, and nothing once the statement is accepted', async () => {
    await t.db.deleteFrom('xapi_statements').execute();
    const learner = await insertUser(t);
    await t.db
      .transaction()
      .execute((trx) =>
        queueStatements(trx, [{ userId: learner.id, verb: 'launched', object: { kind: 'course', id: 4 } }]),
      );
    let answer = new Response('x'.repeat(5000), { status: 400 });
    let clock = Date.parse('2030-01-01T00:00:00.000Z');
    const sender = createXapiSender({
      db: t.db,
      config: config('http://lrs.invalid/xapi'),
      homePage: home,
      now: () => new Date(clock),
      fetch: async () => answer,
    });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    const kept = await t.db.selectFrom('xapi_statements').selectAll().executeTakeFirstOrThrow();
    expect(kept.last_status).toBe(400);
    // 2,047 characters of the answer and an ellipsis: 2,048.
    expect(kept.last_response).toBe(`${'x'.repeat(2047)}…`);

    answer = new Response(null, { status: 204 });
    clock += 3_600_000;
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    const sent = await t.db.selectFrom('xapi_statements').selectAll().executeTakeFirstOrThrow();
    expect([sent.last_error, sent.last_status, sent.last_response]).toEqual([null, null, null]);
  });
});

describe('the server', () => {
  it('sends queued statements in the background when an LRS is configured', async () => {
    stub = await startLrsStub();
    const app = await createTestApp({
      xapi: { lrsUrl: stub.url, key: null, secret: null, intervalMs: 20, retentionDays: 30 },
    });
    try {
      const user = await insertUser(app);
      const [id] = await app.db
        .transaction()
        .execute((trx) => queueStatements(trx, journey(user.id).slice(0, 1)));
      await expect.poll(() => stub.statements.has(id), { timeout: 5000 }).toBe(true);
    } finally {
      await app.close();
    }
  });
});
