import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetCsrfToken } from '../api/http-client';
import { selectionStore } from '../selection/selection-store';

// jsdom lacks the layout APIs Mantine reads; these inert stand-ins are what Mantine documents.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Whole-app renders wait for several fake calls, and a file's first render also transforms the
// lazy pages it opens: on a busy 2-core machine that took over 5 s (a passing render never
// waits longer than it needs).
configure({ asyncUtilTimeout: 10_000 });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// Test files share this window (vitest.config.ts, isolate: false): leave nothing for the next.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetCsrfToken();
  selectionStore.reset();
});

// The product pages' module graph (every page component), loaded once per worker before any
// test: a test that ended while a lazy route was still importing it left that import running
// into the worker's teardown, which failed the run (EnvironmentTeardownError).
await import('../app/product-route');
