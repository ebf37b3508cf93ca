// Test double of the API for the users and profile features: the app's HTTP client answers from a handler
// and every request it saw is kept, with its multipart fields read back.
import { http, type TransportRequest } from '../../../shared/http';

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
    url: config.url,
    params: config.params,
    body,
    files,
    isForm,
  };
}

/** Routes the app's client to `handler` until the returned function is called. */
export function fakeApi(handler: Handler) {
  const seen: SeenRequest[] = [];
  const previous = http.defaults.transport;
  http.defaults.transport = async (config) => {
    const request = read(config);
    seen.push(request);
    const reply = handler(request);
    return Response.json(reply.data ?? '', { status: reply.status });
  };
  return {
    seen,
    restore: () => {
      http.defaults.transport = previous;
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
