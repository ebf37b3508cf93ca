// The HTTP client of the web app, on the browser's fetch: base address, headers, key conversion, token refresh
// and error mapping.
import { camelizeKeys, snakifyKeys, toQueryParams } from './case';
import { HttpError, toHttpError } from './errors';

/** What the client needs from the session; the app provides it, tests provide fakes. */
export interface SessionBridge {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Keeps new tokens; resolves once they are stored, so another tab reading storage finds them. */
  setTokens(tokens: { accessToken: string; refreshToken: string }): void | Promise<void>;
  /** The tokens in the browser's storage, which another tab may have refreshed meanwhile. */
  readStoredTokens?(): Promise<{ accessToken: string; refreshToken: string } | null>;
  /** Ends the session after a failed refresh; the chosen language stays. */
  clearSession(): void;
  getLanguage(): string;
}

interface UploadProgress {
  loaded: number;
  total?: number;
}

/** Options of one call. */
interface RequestOptions {
  /** Query parameters, camelCase: sent snake_case, booleans as 1 or 0, empty values left out. */
  params?: object;
  /** Milliseconds before the call fails as time-out (30 s unless said). */
  timeout?: number;
  /** Do not try a token refresh when this call answers 401 (login, refresh itself). */
  skipAuthRefresh?: boolean;
  /** Send this bearer instead of the access token. */
  bearer?: string;
  /** Leave the body and the answer as they are (no key conversion). */
  rawKeys?: boolean;
  /** How to read the answer: JSON (the default) or a file. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

/** One request as it leaves the client: what a transport sends, and what test doubles read. */
export interface TransportRequest {
  method: string;
  /** The path below the base address, without the query. */
  url: string;
  /** The query, already snake_case. */
  params: Record<string, unknown>;
  headers: Headers;
  /** A JSON text, a FormData, or nothing. */
  data: string | FormData | undefined;
  signal: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

/** Sends a request and resolves with the answer whatever its status; rejects only when no answer came. */
export type Transport = (request: TransportRequest, baseURL: string) => Promise<Response>;

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** The transport in use; tests swap it for a fake server. */
  defaults: { transport: Transport };
  setBridge(bridge: SessionBridge): void;
}

function apiBaseUrl(): string {
  const origin = (import.meta.env.VITE_API_URL as string | undefined) ?? '';
  return `${origin.replace(/\/$/, '')}/api`;
}

const nullBridge: SessionBridge = {
  getAccessToken: () => null,
  getRefreshToken: () => null,
  setTokens: () => {},
  clearSession: () => {},
  getLanguage: () => 'en',
};

function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** fetch has no upload progress: a call that asks for it goes through XMLHttpRequest. */
function sendWithProgress(request: TransportRequest, address: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, address);
    request.headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) =>
      request.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.response as Blob, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
    request.signal.addEventListener('abort', abort, { once: true });
    xhr.send(request.data ?? null);
  });
}

/** The browser's transport: fetch, or XMLHttpRequest for an upload that reports its progress. */
const fetchTransport: Transport = (request, baseURL) => {
  const address = `${baseURL}${request.url}${queryString(request.params)}`;
  if (request.onUploadProgress) return sendWithProgress(request, address);
  return fetch(address, {
    method: request.method,
    headers: request.headers,
    body: request.data,
    signal: request.signal,
  });
};

export interface HttpClientOptions {
  baseURL?: string;
  bridge?: SessionBridge;
  transport?: Transport;
  timeout?: number;
}

/** Reads an answer: JSON (an empty body reads as ''), or the file itself. */
async function readBody(response: Response, type: 'json' | 'blob'): Promise<unknown> {
  if (type === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  let bridge = options.bridge ?? nullBridge;
  const baseURL = options.baseURL ?? apiBaseUrl();
  const timeout = options.timeout ?? 30_000;
  const defaults = { transport: options.transport ?? fetchTransport };

  // One refresh at a time in this tab: every 401 that arrives while a refresh runs waits for the same promise.
  let refreshing: Promise<string> | null = null;

  async function exchangeRefreshToken(): Promise<string> {
    const refreshToken = bridge.getRefreshToken();
    if (!refreshToken) throw new HttpError(401);
    const response = await send<{ data: { accessToken: string; refreshToken?: string } }>(
      'POST',
      '/refresh-token',
      { refreshToken },
      { bearer: refreshToken, skipAuthRefresh: true },
    );
    const tokens = response.data.data;
    await bridge.setTokens({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? refreshToken,
    });
    return tokens.accessToken;
  }

  /**
   * And one at a time in the whole browser: tabs share one refresh token, and the server takes a used one for
   * a stolen copy. Under a Web Lock, a tab first looks whether another tab refreshed while it waited (new
   * tokens in storage) and takes those; otherwise it refreshes and stores the new pair before letting go.
   */
  async function refreshTokens(staleAccessToken: string | null): Promise<string> {
    const run = async () => {
      const stored = await bridge.readStoredTokens?.();
      if (
        stored &&
        stored.accessToken !== staleAccessToken &&
        stored.accessToken !== bridge.getAccessToken()
      ) {
        await bridge.setTokens(stored);
        return stored.accessToken;
      }
      return exchangeRefreshToken();
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? locks.request('parcours-token-refresh', run) : run();
  }

  function refreshOnce(staleAccessToken: string | null): Promise<string> {
    if (!refreshing) {
      refreshing = refreshTokens(staleAccessToken)
        .catch((error: unknown) => {
          bridge.clearSession();
          throw error;
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  /** One attempt: headers, conversion, the transport, and the answer read and checked. */
  async function attempt<T>(
    method: string,
    url: string,
    body: unknown,
    opts: RequestOptions,
    token: string | null,
  ): Promise<HttpResponse<T>> {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': bridge.getLanguage() });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let data: string | FormData | undefined;
    if (body instanceof FormData) data = body;
    else if (body !== undefined) {
      data = JSON.stringify(opts.rawKeys ? body : snakifyKeys(body));
      headers.set('Content-Type', 'application/json');
    }
    const timer = AbortSignal.timeout(opts.timeout ?? timeout);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timer]) : timer;
    const type = opts.responseType ?? 'json';
    let answer: Response;
    try {
      answer = await defaults.transport(
        {
          method,
          url,
          params: opts.params ? toQueryParams(opts.params as Record<string, unknown>) : {},
          headers,
          data,
          signal,
          onUploadProgress: opts.onUploadProgress,
        },
        baseURL,
      );
    } catch (error) {
      // A call its caller cancelled stays a cancellation; the rest are transport failures.
      if (opts.signal?.aborted) throw error;
      throw toHttpError(error, timer.aborted);
    }
    let parsed: unknown;
    try {
      parsed = await readBody(answer, type);
    } catch {
      throw new HttpError('parsing-error');
    }
    if (!answer.ok) {
      const errorBody = parsed && typeof parsed === 'object' ? camelizeKeys(parsed) : undefined;
      throw new HttpError(answer.status, errorBody as never);
    }
    // A JSON answer was expected (e.g. an HTML page came back instead).
    if (type === 'json' && typeof parsed === 'string' && parsed !== '') throw new HttpError('parsing-error');
    const converted = type === 'json' && !opts.rawKeys ? camelizeKeys(parsed) : parsed;
    return { data: converted as T, status: answer.status, headers: answer.headers };
  }

  async function send<T>(
    method: string,
    url: string,
    body: unknown,
    opts: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    if (opts.bearer) return attempt<T>(method, url, body, opts, opts.bearer);
    const sentToken = bridge.getAccessToken();
    try {
      return await attempt<T>(method, url, body, opts, sentToken);
    } catch (error) {
      const refused = error instanceof HttpError && error.status === 401 && !opts.skipAuthRefresh;
      if (!refused || !sentToken) throw error;
    }
    // Another call may already have refreshed the token this one was sent with; one retry only.
    const current = bridge.getAccessToken();
    if (!current || current === sentToken) await refreshOnce(sentToken);
    return attempt<T>(method, url, body, opts, bridge.getAccessToken());
  }

  return {
    get: (url, opts) => send('GET', url, undefined, opts),
    delete: (url, opts) => send('DELETE', url, undefined, opts),
    post: (url, body, opts) => send('POST', url, body, opts),
    put: (url, body, opts) => send('PUT', url, body, opts),
    patch: (url, body, opts) => send('PATCH', url, body, opts),
    defaults,
    setBridge(next) {
      bridge = next;
    },
  };
}

/** The app's client; the app gives it the session bridge at start-up. */
export const http = createHttpClient();

/** Unwraps the `{data}` envelope of the API. */
export async function getData<T>(promise: Promise<HttpResponse<{ data: T }>>): Promise<T> {
  const response = await promise;
  return response.data.data;
}
