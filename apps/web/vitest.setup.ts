import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { blockingErrorStore } from '@/lib/blocking-error';
import { closeEveryViewStore } from '@/lib/create-view-store';
import { FALLBACK_LANGUAGE, i18n } from '@/lib/i18n/i18n';
import { resetFakeSockets } from '@/testing/fake-socket';
import { installMatchMedia } from '@/testing/match-media';

// No test opens a real realtime connection: sockets are fakes a test can drive.
vi.mock('socket.io-client', () => import('@/testing/fake-socket'));

// findBy and waitFor give a screen 5 s, not 1 s: on a 2-core machine running other suites beside
// this one, a lazily loaded route can take longer than a second to appear.
configure({ asyncUtilTimeout: 5_000 });

// Radix measures elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;
// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => undefined;

// This file runs again before each test file, while a worker's files may share one window
// (the web project runs without isolation): start each file as a new window would.
vi.useRealTimers();
vi.unstubAllGlobals();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';
void i18n.changeLanguage(FALLBACK_LANGUAGE);

beforeEach(() => installMatchMedia(1440));
afterEach(() => {
  cleanup();
  // App-wide stores outlive a render: start every test with nothing open.
  blockingErrorStore.clear();
  closeEveryViewStore();
  sessionStorage.clear();
  resetFakeSockets();
});
