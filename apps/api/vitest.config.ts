// API tests: Fastify through app.inject, on SQLite in memory by default or PostgreSQL with TEST_DB=postgres.
import { defineConfig } from 'vitest/config';
import { runnerDefaults } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...runnerDefaults,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
