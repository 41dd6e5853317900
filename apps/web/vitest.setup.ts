import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { authModalStore } from '@/features/auth/hooks/use-auth-modal';
import { blockingErrorStore } from '@/lib/blocking-error';
import '@/lib/i18n/i18n';
import { walletModalStore } from '@/lib/wallet-modal';
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
afterEach(() => {
  cleanup();
  // App-wide stores outlive a render: start every test with nothing open.
  blockingErrorStore.clear();
  authModalStore.close();
  walletModalStore.close();
  sessionStorage.clear();
});
