// Test set-up: DOM matchers, and the browser APIs jsdom lacks that the app relies on.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { takeContractProblems } from './fakeApi';

// How long findBy* and waitFor wait for the page to settle: a time limit, never a speed check. One second (the
// default) is too short on two busy cores, where a debounced search and its answer took longer in a full run.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A fixture of the web fake that the API could not send (docs/testing.md).
  expect(takeContractProblems()).toEqual([]);
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('IntersectionObserver' in window)) {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopObserver });
}
