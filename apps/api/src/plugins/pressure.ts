// Answers at once rather than late (docs/security.md, "Database faults and overload"):
// - overload: past OVERLOAD_MAX_IN_FLIGHT requests at once, or an event loop delayed past
//   OVERLOAD_MAX_EVENT_LOOP_DELAY_MS (@fastify/under-pressure), new requests get 503 with Retry-After;
// - a PostgreSQL that stops answering (frozen, stopped, cut off): a probe on a connection of its own notices it
//   within 1.5 s; from then on API requests get 503 with Retry-After at once, and those already waiting on the
//   database are answered 503 too, instead of hanging until the query timeout. The probe goes on, and the
//   first answer from the database lets requests through again.
import underPressure from '@fastify/under-pressure';
import { translate } from '@parcours/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendUnavailable } from './errors';
import { isApi } from './web';

/** How often the database is probed, and how long a probe may wait for its answer. */
const databaseProbe = { intervalMs: 500, timeoutMs: 1000 };

// Calls that need no database keep answering during an outage (the web app's settings).
const withoutDatabase = new Set(['/api/config']);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/** 503 with Retry-After; health keeps its own shape, so that a proxy reads it as any other failed check. */
function shed(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  if (pathOf(request) !== '/api/health') return sendUnavailable(request, reply, retryAfterSeconds);
  return reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .send({ status: 'unavailable', message: translate(request.lang, 'error.unavailable') });
}

export const pressurePlugin = fp(
  async (app: FastifyInstance) => {
    const { maxInFlight, maxEventLoopDelayMs, retryAfterSeconds } = app.config.overload;

    if (maxEventLoopDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: maxEventLoopDelayMs,
        retryAfter: retryAfterSeconds,
        // The answer is sent here; under-pressure then goes on to the next hook, which Fastify skips for a
        // request already answered.
        pressureHandler: (request, reply) => {
          request.log.warn('event loop overloaded: request shed');
          shed(request, reply, retryAfterSeconds);
        },
      });
    }

    // Requests being handled, so an outage can answer those waiting on the database.
    const inFlight = new Map<FastifyRequest, FastifyReply>();
    let databaseUp = true;
    app.decorate('databaseAvailable', () => databaseUp);

    app.addHook('onRequest', async (request, reply) => {
      if (!isApi(request.url)) return;
      if (!databaseUp && !withoutDatabase.has(pathOf(request))) {
        // health answers in its own shape (status: unavailable)
        if (pathOf(request) === '/api/health') return;
        return sendUnavailable(request, reply, retryAfterSeconds);
      }
      if (maxInFlight > 0 && inFlight.size >= maxInFlight) {
        request.log.warn({ in_flight: inFlight.size }, 'too many requests at once: request shed');
        return shed(request, reply, retryAfterSeconds);
      }
      inFlight.set(request, reply);
      reply.raw.once('close', () => inFlight.delete(request));
    });

    const probe = app.database.probe;
    if (!probe) return; // SQLite runs in the process: no server to lose

    let timer: NodeJS.Timeout | null = null;
    let stopped = false;
    const tick = async () => {
      const up = await probe(databaseProbe.timeoutMs);
      if (stopped) return;
      if (up !== databaseUp) {
        databaseUp = up;
        if (up) app.log.warn('database answers again');
        else {
          app.log.error(
            { waiting: inFlight.size },
            'database not answering: requests answered 503 meanwhile',
          );
          for (const [request, reply] of inFlight) {
            if (!reply.sent && !withoutDatabase.has(pathOf(request))) shed(request, reply, retryAfterSeconds);
          }
        }
      }
      timer = setTimeout(() => void tick(), databaseProbe.intervalMs);
      timer.unref();
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(() => void tick(), databaseProbe.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    });
  },
  { name: 'parcours-pressure', dependencies: ['parcours-errors'] },
);
