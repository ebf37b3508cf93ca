// Test double of the API for the users and profile features: the app's HTTP client answers from a handler
// and every request it saw is kept, with its multipart fields read back.
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../../shared/http';

export type Reply = { status: number; data?: unknown };
export type Handler = (request: SeenRequest) => Reply;

export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** JSON body, or the text fields of a form. */
  body: Record<string, unknown>;
  files: Record<string, File>;
  isForm: boolean;
}

function read(config: InternalAxiosRequestConfig): SeenRequest {
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
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: (config.params ?? {}) as Record<string, unknown>,
    body,
    files,
    isForm,
  };
}

/** Routes the app's client to `handler` until the returned function is called. */
export function fakeApi(handler: Handler) {
  const seen: SeenRequest[] = [];
  const previous = http.defaults.adapter;
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request = read(config);
    seen.push(request);
    const reply = handler(request);
    const raw = JSON.stringify(reply.data ?? '');
    const response: AxiosResponse = {
      data: (config.transformResponse as ((d: unknown) => unknown)[]).reduce(
        (d, fn) => fn.call(config, d),
        raw as unknown,
      ),
      status: reply.status,
      statusText: String(reply.status),
      headers: { 'content-type': 'application/json' },
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`status ${reply.status}`, 'ERR_BAD_REQUEST', config, null, response);
  };
  return {
    seen,
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}

/** A user as the API sends it (snake_case). */
export function wireUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    first_name: 'Amal',
    last_name: 'Ben Salah',
    email: 'amal@parcours.test',
    role: 0,
    status: 'pending',
    is_valid: 0,
    birth_date: 946771200,
    major: 'Computer science',
    language: 'en',
    theme: null,
    courses_count: 0,
    latest_course_id: null,
    result: null,
    nps: null,
    engagement_score: null,
    usability_score: null,
    media: [],
    created_at: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}
