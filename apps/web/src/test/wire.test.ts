// The web fake's guard: fixtures are parsed with the API's schemas, so a fixture that drifts from the API turns
// the test that uses it red.
import { course, courseGains, enrolledCourse } from '@parcours/shared';
import { describe, expect, it } from 'vitest';
import { http } from '../shared/http';
import { checkAnswer, fakeApi, reply } from './fakeApi';
import { wireCourse, wireEnrolledCourse, wireGains } from './wire';

describe('the web fake', () => {
  it('keeps complete fixtures that parse with the shared schemas', () => {
    expect(course.parse(wireCourse())).toBeTruthy();
    expect(enrolledCourse.parse(wireEnrolledCourse({}, { status: 'completed' }))).toBeTruthy();
    expect(courseGains.parse(wireGains({ nlg: 0.5 }))).toBeTruthy();
  });

  it('names the endpoint and the field when an answer is not what the API sends', () => {
    const { is_paid: _dropped, ...withoutPaid } = wireCourse();
    expect(checkAnswer('GET', '/courses/5', { data: { data: withoutPaid } })).toBe(
      'The fixture of GET /courses/5 is not what the API sends:\n  data.is_paid: Invalid input: expected number, received undefined',
    );
    expect(checkAnswer('GET', '/courses/5', { data: { data: wireCourse() } })).toBeNull();
    // Error answers and endpoints outside the contract are not checked.
    expect(checkAnswer('GET', '/courses/5', { status: 404, data: { message: 'Not found' } })).toBeNull();
  });

  it('refuses a typed fixture of the wrong shape where it is written', () => {
    expect(() =>
      reply(courseGains, { ...wireGains(), versions_differ: 'no' as unknown as boolean }),
    ).toThrow();
  });

  it('answers a request the way the API does, and fails it when the fixture breaks the contract', async () => {
    const api = fakeApi({ 'GET /user/courses/5/gains': () => ({ data: { data: wireGains({ gain: 30 }) } }) });
    const answer = await http.get<{ data: { gain: number } }>('/user/courses/5/gains');
    expect(answer.data.data.gain).toBe(30);
    expect(api.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /user/courses/5/gains']);
    api.restore();
  });
});
