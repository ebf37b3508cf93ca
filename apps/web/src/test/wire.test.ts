// The web fake's guard: fixtures are checked against the API's OpenAPI contract, so a fixture that drifts from
// the API, or fakes an endpoint it does not have, turns the test that uses it red.
import {
  course,
  courseGains,
  enrolledCourse,
  mediaItem,
  paginationMeta,
  review,
  supportMessage,
  user,
} from '@parcours/shared';
import { describe, expect, it } from 'vitest';
import { http } from '../shared/http';
import { checkAnswer, fakeApi, reply } from './fakeApi';
import {
  wireCourse,
  wireEnrolledCourse,
  wireGains,
  wireList,
  wireMedia,
  wireReview,
  wireSupportMessage,
  wireSupportReply,
  wireUser,
} from './wire';

describe('the web fake', () => {
  it('keeps complete fixtures that parse with the shared schemas', () => {
    expect(course.parse(wireCourse())).toBeTruthy();
    expect(enrolledCourse.parse(wireEnrolledCourse({}, { status: 'completed' }))).toBeTruthy();
    expect(courseGains.parse(wireGains({ nlg: 0.5 }))).toBeTruthy();
    expect(review.parse(wireReview({ hidden_at: '2026-01-03T00:00:00.000Z' }))).toBeTruthy();
    expect(mediaItem.parse(wireMedia())).toBeTruthy();
    expect(supportMessage.parse(wireSupportMessage({ replies: [wireSupportReply()] }))).toBeTruthy();
    expect(user.parse(wireUser())).toBeTruthy();
    expect(paginationMeta.parse(wireList([wireCourse()]).meta)).toEqual({
      current_page: 1,
      per_page: 10,
      total: 1,
    });
  });

  it('names the endpoint and the field when an answer is not what the API sends', () => {
    const { is_paid: _dropped, ...withoutPaid } = wireCourse();
    expect(checkAnswer('GET', '/courses/5', { data: { data: withoutPaid } })).toBe(
      "The fixture of GET /courses/5 is not what the API sends (/courses/{id}):\n  data: must have required property 'is_paid'",
    );
    expect(checkAnswer('GET', '/courses/5', { data: { data: wireCourse() } })).toBeNull();
    // An error answer of a real endpoint is not checked against the successful answer's schema.
    expect(checkAnswer('GET', '/courses/5', { status: 404, data: { message: 'Not found' } })).toBeNull();
  });

  it('refuses a fixture of an endpoint the API does not have, whatever its status', () => {
    expect(checkAnswer('GET', '/user/no-such-thing', { data: { data: [] } })).toBe(
      'GET /user/no-such-thing is not an endpoint of the API (apps/web/src/test/api-contract.json)',
    );
    expect(checkAnswer('DELETE', '/courses/5', { status: 404, data: { message: 'Not found' } })).toMatch(
      /not an endpoint of the API/,
    );
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
