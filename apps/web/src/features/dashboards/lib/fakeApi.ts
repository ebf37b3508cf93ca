// Test helper: answers the app's HTTP client from a table of handlers and records every request.
import { http, type Transport } from '../../../shared/http';

export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

type Handler = (request: SeenRequest) => { status?: number; data: unknown } | undefined;

export function fakeApi(handler: Handler) {
  const seen: SeenRequest[] = [];
  const original = http.defaults.transport;
  const transport: Transport = async (config) => {
    const request: SeenRequest = {
      method: config.method,
      url: config.url,
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(request);
    const answer = handler(request) ?? { status: 404, data: { message: 'Not found' } };
    return Response.json(answer.data, { status: answer.status ?? 200 });
  };
  http.defaults.transport = transport;
  return { seen, restore: () => (http.defaults.transport = original) };
}
