import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type SessionBridge, type TransportRequest } from './client';
import { HttpError } from './errors';
import { fileKey, progressPercent } from './upload';

type Reply = { status: number; data?: unknown } | 'network' | 'timeout';
type Handler = (config: TransportRequest) => Reply | Promise<Reply>;

/** A transport that answers like a server would, and records every request it saw. */
function fakeServer(handler: Handler) {
  const seen: TransportRequest[] = [];
  const transport = async (config: TransportRequest): Promise<Response> => {
    seen.push(config);
    // Let other requests in flight reach the server before this one answers.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = await handler(config);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'timeout') {
      // No answer: the client's own time limit ends the wait.
      return new Promise<Response>((_, reject) =>
        config.signal.addEventListener('abort', () => reject(config.signal.reason)),
      );
    }
    const raw = typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data ?? '');
    return new Response(raw, { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return { transport, seen };
}

function fakeBridge(initial: { access: string | null; refresh: string | null }) {
  const state = { ...initial, language: 'fr', cleared: 0 };
  const bridge: SessionBridge = {
    getAccessToken: () => state.access,
    getRefreshToken: () => state.refresh,
    setTokens: (t) => {
      state.access = t.accessToken;
      state.refresh = t.refreshToken;
    },
    clearSession: () => {
      state.access = null;
      state.refresh = null;
      state.cleared += 1;
    },
    getLanguage: () => state.language,
  };
  return { bridge, state };
}

const bodyOf = (config: TransportRequest) =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
const auth = (config: TransportRequest) => config.headers.get('Authorization');

/** A server whose protected route accepts only `valid`, and whose refresh hands out `access-2`. */
function protectedServer(options: { refreshFails?: boolean } = {}) {
  let valid = 'access-1-expired-now';
  return fakeServer((config) => {
    if (config.url === '/refresh-token') {
      if (options.refreshFails) return { status: 401, data: { message: 'Token is invalid or expired' } };
      valid = 'access-2';
      return { status: 200, data: { data: { access_token: 'access-2', refresh_token: 'refresh-2' } } };
    }
    if (auth(config) !== `Bearer ${valid}` || valid !== 'access-2') {
      return { status: 401, data: { message: 'Token is invalid or expired' } };
    }
    return { status: 200, data: { data: { first_name: 'Amal', courses_count: 0 } } };
  });
}

describe('http client: conversion and headers', () => {
  it('sends snake_case bodies and queries, reads camelCase answers, and sets the headers', async () => {
    const server = fakeServer(() => ({
      status: 200,
      data: { data: { courses_count: 2, latest_course_id: 7 } },
    }));
    const { bridge } = fakeBridge({ access: 'tok', refresh: 'ref' });
    const client = createHttpClient({ baseURL: '/api', bridge, transport: server.transport });

    const response = await client.post(
      '/things',
      { firstName: 'Amal', birthDate: 5, nested: [{ isValid: true }] },
      { params: { perPage: 9, isActive: true, isOffline: false, search: '' } },
    );

    expect(response.data).toEqual({ data: { coursesCount: 2, latestCourseId: 7 } });
    const sent = server.seen[0];
    expect(bodyOf(sent)).toEqual({ first_name: 'Amal', birth_date: 5, nested: [{ is_valid: true }] });
    expect(sent.params).toEqual({ per_page: 9, is_active: 1, is_offline: 0 });
    expect(sent.headers.get('Accept')).toBe('application/json');
    expect(sent.headers.get('Accept-Language')).toBe('fr');
    expect(auth(sent)).toBe('Bearer tok');
  });

  it('leaves FormData bodies as they are', async () => {
    const server = fakeServer(() => ({ status: 200, data: { data: null } }));
    const client = createHttpClient({ baseURL: '/api', transport: server.transport });
    const form = new FormData();
    form.append('temporary_id', 'abc');
    form.append('isSupplementary', 'true');
    await client.post('/media/upload-media', form);
    expect(server.seen[0].data).toBeInstanceOf(FormData);
    expect((server.seen[0].data as FormData).get('isSupplementary')).toBe('true');
  });
});

describe('http client: token refresh', () => {
  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const server = protectedServer();
    const { bridge, state } = fakeBridge({ access: 'access-1', refresh: 'refresh-1' });
    const client = createHttpClient({ baseURL: '/api', bridge, transport: server.transport });

    const response = await client.get('/profile');

    expect(response.data).toEqual({ data: { firstName: 'Amal', coursesCount: 0 } });
    const refreshes = server.seen.filter((c) => c.url === '/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(bodyOf(refreshes[0])).toEqual({ refresh_token: 'refresh-1' });
    expect(auth(refreshes[0])).toBe('Bearer refresh-1');
    expect(state.access).toBe('access-2');
    expect(state.refresh).toBe('refresh-2');
    expect(auth(server.seen[server.seen.length - 1])).toBe('Bearer access-2');
  });

  it('makes concurrent 401s wait on a single refresh', async () => {
    const server = protectedServer();
    const { bridge } = fakeBridge({ access: 'access-1', refresh: 'refresh-1' });
    const client = createHttpClient({ baseURL: '/api', bridge, transport: server.transport });

    const results = await Promise.all([
      client.get('/a'),
      client.get('/b'),
      client.get('/c'),
      client.get('/d'),
    ]);

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(server.seen.filter((c) => c.url === '/refresh-token')).toHaveLength(1);
    expect(server.seen.filter((c) => c.url !== '/refresh-token')).toHaveLength(8);
  });

  it('clears the session but keeps the language when the refresh fails', async () => {
    const server = protectedServer({ refreshFails: true });
    const { bridge, state } = fakeBridge({ access: 'access-1', refresh: 'refresh-1' });
    const client = createHttpClient({ baseURL: '/api', bridge, transport: server.transport });

    const outcomes = await Promise.allSettled([client.get('/a'), client.get('/b')]);

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const error = (outcomes[0] as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
    expect(server.seen.filter((c) => c.url === '/refresh-token')).toHaveLength(1);
    expect(state.cleared).toBe(1);
    expect(state.access).toBeNull();
    expect(state.language).toBe('fr');
  });

  it('retries only once when the new token is refused too', async () => {
    const server = fakeServer((config) =>
      config.url === '/refresh-token'
        ? { status: 200, data: { data: { access_token: 'x2', refresh_token: 'r2' } } }
        : { status: 401, data: { message: 'Token is invalid or expired' } },
    );
    const { bridge } = fakeBridge({ access: 'x1', refresh: 'r1' });
    const client = createHttpClient({ baseURL: '/api', bridge, transport: server.transport });
    await expect(client.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(server.seen.map((c) => c.url)).toEqual(['/profile', '/refresh-token', '/profile']);
  });

  it('does not refresh when a call opts out (wrong login) or carried no token', async () => {
    const server = fakeServer(() => ({ status: 401, data: { message: 'Login failed' } }));
    const { bridge } = fakeBridge({ access: null, refresh: 'r1' });
    const client = createHttpClient({ baseURL: '/api', bridge, transport: server.transport });
    await expect(client.post('/login', {}, { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 401,
      data: { message: 'Login failed' },
    });
    await expect(client.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(server.seen.map((c) => c.url)).toEqual(['/login', '/profile']);
  });
});

describe('http client: failure mapping', () => {
  it('maps transport failures to network-error, time-out and parsing-error', async () => {
    const replies: Reply[] = ['network', 'timeout', { status: 200, data: '<!doctype html><p>not json</p>' }];
    const server = fakeServer(() => replies.shift()!);
    const client = createHttpClient({ baseURL: '/api', transport: server.transport, timeout: 50 });
    await expect(client.get('/a')).rejects.toMatchObject({ status: 'network-error' });
    await expect(client.get('/b')).rejects.toMatchObject({ status: 'time-out' });
    await expect(client.get('/c')).rejects.toMatchObject({ status: 'parsing-error' });
  });

  it('carries the status and the camelCase error body of a non-2xx answer', async () => {
    const server = fakeServer(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { first_name: ['First name is required'] } },
    }));
    const client = createHttpClient({ baseURL: '/api', transport: server.transport });
    const error = await client.post('/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { firstName: ['First name is required'] } },
    });
  });
});

describe('upload helpers', () => {
  it('keys a file by name, size and last modified time and reports loaded*100/total', () => {
    const file = new File(['hello'], 'notes.txt', { lastModified: 1700000000000 });
    expect(fileKey(file)).toBe('notes.txt-5-1700000000000');
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(10, undefined)).toBe(0);
  });

  it('passes progress events to the callback', async () => {
    const onProgress = vi.fn();
    const server = fakeServer((config) => {
      config.onUploadProgress?.({ loaded: 30, total: 120 });
      return { status: 201, data: { data: { id: 4, file_name: 'x.png' } } };
    });
    const client = createHttpClient({ baseURL: '/api', transport: server.transport });
    const { uploadFile } = await import('./upload');
    const file = new File(['abc'], 'x.png', { lastModified: 1 });
    const media = await uploadFile('/media/upload-media', file, {
      client,
      onProgress,
      fields: { temporary_id: 't' },
    });
    expect(media).toEqual({ id: 4, fileName: 'x.png' });
    expect(onProgress).toHaveBeenCalledWith('x.png-3-1', 25);
  });
});

describe('refresh across tabs of one browser', () => {
  /** Two tabs: each its own client and session, one shared storage, as two tabs of a browser. */
  function twoTabs() {
    const storage = { access: 'access-1', refresh: 'refresh-1' };
    let refreshes = 0;
    let current = 'access-1';
    const server = fakeServer((config) => {
      if (config.url === '/refresh-token') {
        refreshes += 1;
        // the server rotates: only the refresh token it handed out last works
        if (bodyOf(config).refresh_token !== `refresh-${refreshes}`) return { status: 401, data: {} };
        current = `access-${refreshes + 1}`;
        return {
          status: 200,
          data: { data: { access_token: current, refresh_token: `refresh-${refreshes + 1}` } },
        };
      }
      return auth(config) === `Bearer ${current}` && current !== 'access-1'
        ? { status: 200, data: { data: { ok: true } } }
        : { status: 401, data: {} };
    });
    const tab = () => {
      const { bridge, state } = fakeBridge({ access: 'access-1', refresh: 'refresh-1' });
      bridge.setTokens = async (t) => {
        state.access = t.accessToken;
        state.refresh = t.refreshToken;
        storage.access = t.accessToken;
        storage.refresh = t.refreshToken;
      };
      bridge.readStoredTokens = async () => ({ accessToken: storage.access, refreshToken: storage.refresh });
      return { client: createHttpClient({ baseURL: '', transport: server.transport, bridge }), state };
    };
    return { tabs: [tab(), tab()], refreshCount: () => refreshes };
  }

  it('a second tab takes the tokens the first stored instead of refreshing with the used token', async () => {
    const { tabs, refreshCount } = twoTabs();
    await tabs[0].client.get('/profile');
    const second = await tabs[1].client.get('/profile');
    expect(second.data).toEqual({ data: { ok: true } });
    expect(refreshCount()).toBe(1);
    expect(tabs[1].state).toMatchObject({ access: 'access-2', refresh: 'refresh-2', cleared: 0 });
  });

  it('refreshes itself when nobody else did', async () => {
    const { tabs, refreshCount } = twoTabs();
    await tabs[1].client.get('/profile');
    expect(refreshCount()).toBe(1);
    expect(tabs[1].state.cleared).toBe(0);
  });
});

describe('the fetch transport', () => {
  it('sends the method, the address with its query, the headers and the JSON body through fetch', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { first_name: 'Amal' } }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const client = createHttpClient({ baseURL: '/api' });
      const response = await client.post<{ data: { firstName: string } }>(
        '/things',
        { courseId: 3 },
        { params: { perPage: 9, isActive: false, search: '', tags: ['a', 'b'] } },
      );
      expect(response.status).toBe(201);
      expect(response.data.data.firstName).toBe('Amal');
      const [address, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(address).toBe('/api/things?per_page=9&is_active=0&tags=a&tags=b');
      expect(init.method).toBe('POST');
      expect(init.body).toBe('{"course_id":3}');
      const headers = init.headers as Headers;
      expect(headers.get('Content-Type')).toBe('application/json');
      expect(headers.get('Accept')).toBe('application/json');
      expect(headers.get('Authorization')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads a file answer as a blob with its headers', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="c.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const client = createHttpClient({ baseURL: '/api' });
      const response = await client.get<Blob>('/file', { responseType: 'blob' });
      expect(await response.data.text()).toBe('%PDF-1.7');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="c.pdf"');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
