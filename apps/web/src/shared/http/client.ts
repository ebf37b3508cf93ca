// The HTTP client of the web app: base address, headers, key conversion, token refresh and error mapping.
import axios, {
  type AxiosAdapter,
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not try a token refresh when this call answers 401 (login, refresh itself). */
    skipAuthRefresh?: boolean;
    /** Send this bearer instead of the access token. */
    bearer?: string;
    /** Leave the body and the answer as they are (no key conversion). */
    rawKeys?: boolean;
  }
}

interface TrackedConfig extends InternalAxiosRequestConfig {
  retried?: boolean;
  sentToken?: string | null;
}

export function apiBaseUrl(): string {
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

export interface HttpClientOptions {
  baseURL?: string;
  bridge?: SessionBridge;
  adapter?: AxiosAdapter;
  timeout?: number;
}

export interface HttpClient extends AxiosInstance {
  setBridge(bridge: SessionBridge): void;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  let bridge = options.bridge ?? nullBridge;
  const instance = axios.create({
    baseURL: options.baseURL ?? apiBaseUrl(),
    timeout: options.timeout ?? 30_000,
    adapter: options.adapter,
    headers: { Accept: 'application/json' },
  }) as HttpClient;
  instance.setBridge = (next) => {
    bridge = next;
  };

  // One refresh at a time in this tab: every 401 that arrives while a refresh runs waits for the same promise.
  let refreshing: Promise<string> | null = null;

  async function exchangeRefreshToken(): Promise<string> {
    const refreshToken = bridge.getRefreshToken();
    if (!refreshToken) throw new HttpError(401);
    const response = await instance.post<{ data: { accessToken: string; refreshToken?: string } }>(
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

  instance.interceptors.request.use((config: TrackedConfig) => {
    config.headers.set('Accept-Language', bridge.getLanguage());
    const token = config.bearer ?? bridge.getAccessToken();
    config.sentToken = config.bearer ? null : token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    if (!config.rawKeys && config.data !== undefined) config.data = snakifyKeys(config.data);
    if (config.params && typeof config.params === 'object' && !(config.params instanceof URLSearchParams)) {
      config.params = toQueryParams(config.params as Record<string, unknown>);
    }
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const type = response.config.responseType;
      if (
        (type === undefined || type === 'json') &&
        typeof response.data === 'string' &&
        response.data !== ''
      ) {
        // A JSON answer was expected (e.g. an HTML page came back instead).
        throw new HttpError('parsing-error');
      }
      if (!response.config.rawKeys && (type === undefined || type === 'json')) {
        response.data = camelizeKeys(response.data);
      }
      return response;
    },
    async (error: unknown) => {
      if (!(error instanceof AxiosError)) throw error;
      const config = error.config as TrackedConfig | undefined;
      const status = error.response?.status;
      if (status === 401 && config && !config.skipAuthRefresh && !config.retried && config.sentToken) {
        config.retried = true;
        // Another call may already have refreshed the token this one was sent with.
        const current = bridge.getAccessToken();
        if (!current || current === config.sentToken) await refreshOnce(config.sentToken ?? null);
        return instance.request(config);
      }
      throw toHttpError(error, camelizeKeys);
    },
  );

  return instance;
}

/** The app's client; the app gives it the session bridge at start-up. */
export const http = createHttpClient();

/** Unwraps the `{data}` envelope of the API. */
export async function getData<T>(promise: Promise<AxiosResponse<{ data: T }>>): Promise<T> {
  const response = await promise;
  return response.data.data;
}
