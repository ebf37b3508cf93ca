// Test helper: answers the app's HTTP client from a table of handlers and records every request.
import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../../shared/http';

export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

type Handler = (request: SeenRequest) => { status?: number; data: unknown } | undefined;

export function fakeApi(handler: Handler) {
  const seen: SeenRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown>) ?? {},
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(request);
    const answer = handler(request) ?? { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError('failed', String(response.status), config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { seen, restore: () => (http.defaults.adapter = original) };
}
