// A fake API for component tests: answers by method and path through the HTTP client's adapter.
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { http } from '../../../shared/http';
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
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = (config.url ?? '').replace(/\?.*$/, '');
    const call = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url}`];
    const { status, data } = handler ? handler(call) : { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
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
