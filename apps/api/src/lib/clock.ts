// The one source of "now" for every rule that depends on time (quiz deadlines and cooldowns, token and link
// expiry, login back-off, study windows, resume points): the server's `app.clock` (docs/design/architecture.md §4).
// Routes read `app.clock.now()` and hand the time to services, so tests move time instead of waiting.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
