import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type SessionBridge } from './client';
import { HttpError } from './errors';
import { fileKey, progressPercent } from './upload';

type Reply = { status: number; data?: unknown } | 'network' | 'timeout';
type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** An axios adapter that answers like a server would, and records every request it saw. */
function fakeServer(handler: Handler) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    seen.push(config);
    // Let other requests in flight reach the server before this one answers.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = await handler(config);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (reply === 'timeout') throw new AxiosError('timeout', 'ECONNABORTED', config);
    const raw = typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data ?? '');
    const response: AxiosResponse = {
      data: raw,
      status: reply.status,
      statusText: String(reply.status),
      headers: { 'content-type': 'application/json' },
      config,
    };
    // Apply the client's own response transform (JSON parsing) as a real adapter would.
    response.data = (config.transformResponse as ((d: unknown) => unknown)[]).reduce(
      (d, fn) => fn.call(config, d),
      raw as unknown,
    );
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status ${reply.status}`,
      'ERR_BAD_REQUEST',
      config,
      null,
      response,
    );
  };
  return { adapter, seen };
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

const bodyOf = (config: InternalAxiosRequestConfig) =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
const auth = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');

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
    const client = createHttpClient({ baseURL: '/api', bridge, adapter: server.adapter });

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
    const client = createHttpClient({ baseURL: '/api', adapter: server.adapter });
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
    const client = createHttpClient({ baseURL: '/api', bridge, adapter: server.adapter });

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
    const client = createHttpClient({ baseURL: '/api', bridge, adapter: server.adapter });

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
    const client = createHttpClient({ baseURL: '/api', bridge, adapter: server.adapter });

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
    const client = createHttpClient({ baseURL: '/api', bridge, adapter: server.adapter });
    await expect(client.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(server.seen.map((c) => c.url)).toEqual(['/profile', '/refresh-token', '/profile']);
  });

  it('does not refresh when a call opts out (wrong login) or carried no token', async () => {
    const server = fakeServer(() => ({ status: 401, data: { message: 'Login failed' } }));
    const { bridge } = fakeBridge({ access: null, refresh: 'r1' });
    const client = createHttpClient({ baseURL: '/api', bridge, adapter: server.adapter });
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
    const client = createHttpClient({ baseURL: '/api', adapter: server.adapter });
    await expect(client.get('/a')).rejects.toMatchObject({ status: 'network-error' });
    await expect(client.get('/b')).rejects.toMatchObject({ status: 'time-out' });
    await expect(client.get('/c')).rejects.toMatchObject({ status: 'parsing-error' });
  });

  it('carries the status and the camelCase error body of a non-2xx answer', async () => {
    const server = fakeServer(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { first_name: ['First name is required'] } },
    }));
    const client = createHttpClient({ baseURL: '/api', adapter: server.adapter });
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
      config.onUploadProgress?.({ loaded: 30, total: 120, bytes: 30, lengthComputable: true });
      return { status: 201, data: { data: { id: 4, file_name: 'x.png' } } };
    });
    const client = createHttpClient({ baseURL: '/api', adapter: server.adapter });
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
      return { client: createHttpClient({ baseURL: '', adapter: server.adapter, bridge }), state };
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
