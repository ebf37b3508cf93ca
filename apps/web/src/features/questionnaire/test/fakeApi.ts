// A fake API for component tests: answers by method and path through the HTTP client's transport.
import { http, type Transport } from '../../../shared/http';
import type { SessionUser } from '../../../shared/store';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status: number; data: unknown };

/** Routes `METHOD /path` (without /api) to handlers; every call is recorded. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const transport: Transport = async (request) => {
    const url = request.url.replace(/\?.*$/, '');
    const call = {
      method: request.method,
      url,
      body: typeof request.data === 'string' ? JSON.parse(request.data) : request.data,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url}`];
    const { status, data } = handler ? handler(call) : { status: 404, data: { message: 'Not found' } };
    return Response.json(data, { status });
  };
  http.defaults.transport = transport;
  return calls;
}

export function learner(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    firstName: 'Amal',
    lastName: 'Ben Salah',
    email: 'amal@parcours.test',
    role: 0,
    status: 'accepted',
    isValid: 1,
    birthDate: 0,
    major: null,
    language: 'en',
    theme: null,
    coursesCount: 1,
    latestCourseId: 5,
    result: null,
    nps: null,
    engagementScore: null,
    usabilityScore: null,
    media: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function signedIn(user: SessionUser) {
  return { accessToken: 'a', refreshToken: 'r', user, media: [], isAuthenticated: true };
}
