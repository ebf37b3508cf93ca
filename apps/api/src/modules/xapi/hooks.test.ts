// The learning-style questionnaire's statements; refused answers record nothing. Quizzes, reading and completion
// are in recorded.test.ts.
import { describe, expect, it } from 'vitest';
import { appPerFile, userWithTokens } from '../../test/helpers';
import { answersFor } from '../../test/learning-style';
import { enrol, insertCourse } from '../../test/quizzes';
import type { QueuedEvent } from './statements';

const t = appPerFile();

const plan = {
  processing: ['active', 9],
  perception: ['sensing', 11],
  input: ['visual', 6],
  understanding: ['sequential', 1],
} as const;

describe('the learning-style questionnaire', () => {
  it('queues each of the 44 answers and the completion, for the learner’s pseudonym', async () => {
    const learner = await userWithTokens(t);
    const course = await insertCourse(t);
    await enrol(t, learner.row.id, course.id);
    const submit = (responses: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/Silverman/submit-responses',
        headers: learner.headers,
        payload: { responses, course_id: course.id },
      });
    const queued = async () =>
      (await t.db.selectFrom('xapi_statements').select('payload').orderBy('id').execute()).map(
        (r) => JSON.parse(r.payload) as QueuedEvent,
      );

    const responses = answersFor(plan as never);
    expect((await submit(responses.slice(0, 10))).statusCode).toBe(422);
    expect(await queued()).toEqual([]);

    expect((await submit(responses)).statusCode).toBe(200);
    const events = await queued();
    expect(events).toHaveLength(45);
    expect(events.map((e) => e.verb)).toEqual([...Array(44).fill('answered'), 'completed']);
    expect(new Set(events.map((e) => e.actor))).toEqual(new Set([learner.row.pseudonym]));
    expect(events[0]).toMatchObject({
      object: { kind: 'questionnaire-item', id: 1 },
      result: { response: responses.find((r) => r.question_id === 1)?.answer },
      context: { courseId: course.id },
    });
  });
});
