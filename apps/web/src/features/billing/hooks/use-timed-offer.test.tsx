import type { TBilling } from '@aurum/contracts/me';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_SESSION_KEYS } from '@/lib/player-session-storage';
import { isOfferWanted, TIMED_OFFER_COOLDOWN_MS, TIMED_OFFER_DELAY_MS } from '../utils/timed-offer';
import { useTimedOffer } from './use-timed-offer';

const START = new Date('2026-03-01T12:00:00Z').getTime();
const KEY = PLAYER_SESSION_KEYS.timedModalStartedAt;

const billing = (overrides: Partial<TBilling> = {}): TBilling => ({
  countDeposit: 0,
  sumDeposits: { value: '0', primaryValue: '0.00', primaryPrecision: 2 },
  isShowModal: true,
  lastShowModalAt: null,
  ...overrides,
});

function renderOffer(initial: { billing?: TBilling; blocked?: boolean } = {}) {
  const onShown = vi.fn();
  const hook = renderHook(
    (props: { billing?: TBilling; blocked: boolean }) =>
      useTimedOffer({ billing: props.billing, blocked: props.blocked, onShown }),
    { initialProps: { billing: initial.billing ?? billing(), blocked: initial.blocked ?? false } },
  );
  return { ...hook, onShown };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('isOfferWanted', () => {
  it('wants the offer only when the server says so and it was not shown in the last day', () => {
    expect(isOfferWanted(billing(), START)).toBe(true);
    expect(isOfferWanted(billing({ isShowModal: false }), START)).toBe(false);
    const shownAt = (msAgo: number) => new Date(START - msAgo).toISOString();
    expect(isOfferWanted(billing({ lastShowModalAt: shownAt(60_000) }), START)).toBe(false);
    expect(
      isOfferWanted(billing({ lastShowModalAt: shownAt(TIMED_OFFER_COOLDOWN_MS + 1) }), START),
    ).toBe(true);
  });
});

describe('useTimedOffer', () => {
  it('opens once, ten minutes after the countdown started, and stores the start', () => {
    const { result, onShown } = renderOffer();
    expect(sessionStorage.getItem(KEY)).toBe(String(START));

    advance(TIMED_OFFER_DELAY_MS - 1);
    expect(result.current.isOpen).toBe(false);
    advance(1);
    expect(result.current.isOpen).toBe(true);
    expect(onShown).toHaveBeenCalledTimes(1);
    // Shown: the next countdown starts afresh.
    expect(sessionStorage.getItem(KEY)).toBeNull();

    act(() => {
      result.current.close();
    });
    advance(TIMED_OFFER_DELAY_MS * 2);
    expect(result.current.isOpen).toBe(false);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('resumes a countdown started earlier in this tab (e.g. before a reload)', () => {
    sessionStorage.setItem(KEY, String(START - 9 * 60_000));
    const { result } = renderOffer();
    advance(59_999);
    expect(result.current.isOpen).toBe(false);
    advance(1);
    expect(result.current.isOpen).toBe(true);
  });

  it('waits while another modal is open, then opens', () => {
    const { result, rerender, onShown } = renderOffer({ blocked: true });
    advance(TIMED_OFFER_DELAY_MS);
    expect(result.current.isOpen).toBe(false);
    expect(onShown).not.toHaveBeenCalled();

    rerender({ billing: billing(), blocked: false });
    expect(result.current.isOpen).toBe(true);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('never starts when the server does not want it, or before billing loads', () => {
    const notWanted = renderOffer({ billing: billing({ isShowModal: false }) });
    advance(TIMED_OFFER_DELAY_MS * 2);
    expect(notWanted.result.current.isOpen).toBe(false);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
