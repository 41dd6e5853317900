import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import '@/lib/i18n/i18n';
import { installMatchMedia } from '@/testing/match-media';

// Radix measures elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;
// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => undefined;

beforeEach(() => installMatchMedia(1440));
afterEach(() => cleanup());
