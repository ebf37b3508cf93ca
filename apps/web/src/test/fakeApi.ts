// The one fake of the API for web tests: the app's HTTP client answers from handlers, every request is kept,
// and every answer is first checked against the API's contract (./contract.ts): an endpoint the API does not
// have, or a successful fixture the API could not send, fails the test that uses it, with the field named.
import type { z } from 'zod';
import { http, type TransportRequest } from '../shared/http';
import type { SessionUser } from '../shared/store';
import { contractProblem } from './contract';

export interface SeenRequest {
  method: string;
  /** The path under /api, without the query string. */
  url: string;
  params: Record<string, unknown>;
  /** The JSON body, or the text fields of a form; an empty object when there is none. */
  body: Record<string, unknown>;
  files: Record<string, File>;
  isForm: boolean;
}

export interface Reply {
  status?: number;
  data?: unknown;
}

export type Handler = (request: SeenRequest) => Reply | undefined;

/** A fixture checked against a schema where it is written, and typed by it: `reply(user, {...})`. */
export function reply<S extends z.ZodType>(schema: S, data: z.input<S>, status = 200): Reply {
  schema.parse(data);
  return { status, data };
}

function read(config: TransportRequest): SeenRequest {
  const body: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  const isForm = config.data instanceof FormData;
  if (isForm) {
    for (const [name, value] of (config.data as FormData).entries()) {
      if (typeof value === 'string') body[name] = value;
      else files[name] = value as File;
    }
  } else if (typeof config.data === 'string' && config.data) {
    Object.assign(body, JSON.parse(config.data));
  }
  return {
    method: config.method,
    url: config.url.replace(/\?.*$/, ''),
    params: config.params,
    body,
    files,
    isForm,
  };
}

const problems: string[] = [];

/**
 * Fixtures of the running test that broke the contract, emptied on reading. The test set-up fails every test
 * that leaves one (the page under test only sees a failed request, which it may well show quietly).
 */
export function takeContractProblems(): string[] {
  return problems.splice(0);
}

/**
 * Checks a faked answer against the API's contract: the text of what is wrong, or null. An endpoint the API does
 * not have is wrong whatever the status; a successful answer must match its route's declared schema.
 */
export function checkAnswer(method: string, url: string, reply: Reply): string | null {
  const status = reply.status ?? 200;
  if (status >= 200 && status < 300 && reply.data === undefined) return null;
  return contractProblem(method, url, status, reply.data);
}

/**
 * Routes the app's client to `routes` (`'GET /user/dashboard'`, exact paths) or to one handler, until
 * `restore` is called. No handler, or a handler answering undefined: 404.
 */
export function fakeApi(routes: Record<string, Handler> | Handler) {
  const seen: SeenRequest[] = [];
  const previous = http.defaults.transport;
  const handler: Handler =
    typeof routes === 'function'
      ? routes
      : (request) => routes[`${request.method} ${request.url}`]?.(request);
  http.defaults.transport = async (config) => {
    const request = read(config);
    seen.push(request);
    const answer = handler(request) ?? { status: 404, data: { message: 'Not found' } };
    const problem = checkAnswer(request.method, request.url, answer);
    if (problem) {
      problems.push(problem);
      throw new Error(problem);
    }
    return Response.json(answer.data ?? '', { status: answer.status ?? 200 });
  };
  return {
    seen,
    restore: () => {
      http.defaults.transport = previous;
    },
  };
}

/** A signed-in learner as the session keeps it (camelCase). */
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
