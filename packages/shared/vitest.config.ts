// Unit tests of the shared package: pure functions, run in Node.
import { defineConfig } from 'vitest/config';
import { runnerDefaults } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...runnerDefaults,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
