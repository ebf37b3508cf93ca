// Unit and component tests of the web app: jsdom, Testing Library, tests beside the code.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { runnerDefaults } from '../../vitest.shared';

export default defineConfig({
  plugins: [react()],
  test: {
    ...runnerDefaults,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A test's time limit, never a speed check: the longest form journeys take over 20 s on two busy cores.
    testTimeout: 45_000,
    // MUI is thousands of modules; bundling it once per run instead of importing it per test file saves
    // most of the suite's import time.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mui/material',
            '@mui/material/styles',
            '@mui/icons-material',
            '@emotion/react',
            '@emotion/styled',
          ],
        },
      },
    },
  },
});
