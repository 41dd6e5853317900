import type { TRgState } from '@aurum/contracts/responsible-gaming';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { fakeAuthGate } from '@/testing/auth-gate';
import { fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { untilNextReminder } from '../utils/next-reminder';
import { RealityCheckReminder } from './reality-check-reminder';

const MINUTE = 60_000;
const STARTED = new Date('2026-11-26T10:00:00.000Z');
const fetchMock = stubFetch();

const state = (todayNetLoss: string): TRgState => ({
  limits: [],
  block: null,
  realityCheckMinutes: 30,
  sessionLimitMinutes: null,
  session: {
    startedAt: STARTED.toISOString(),
    todayNetLoss: {
      value: todayNetLoss.replace('.', ''),
      primaryValue: todayNetLoss,
      primaryPrecision: 2,
    },
  },
});

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(STARTED.getTime() + 10 * MINUTE));
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('untilNextReminder', () => {
  it('counts to the next whole interval since the session started', () => {
    expect(untilNextReminder(0, 30 * MINUTE, 10 * MINUTE)).toBe(20 * MINUTE);
    expect(untilNextReminder(0, 30 * MINUTE, 30 * MINUTE)).toBe(30 * MINUTE);
    expect(untilNextReminder(0, 30 * MINUTE, 65 * MINUTE)).toBe(25 * MINUTE);
  });
});

describe('RealityCheckReminder', () => {
  it('reminds after the interval with the time played and the result, and again after continuing', async () => {
    fetchMock.mockImplementation(
      fakeApi({ 'GET /api/v1/responsible-gaming': () => jsonResponse(state('-12.50')) }),
    );
    const { Wrapper } = fakeAuthGate(true);
    renderWithProviders(<RealityCheckReminder />, { wrapper: Wrapper });
    await act(() => vi.advanceTimersByTimeAsync(19 * MINUTE));
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    const reminder = await screen.findByTestId('reality-check');
    expect(reminder).toHaveTextContent('You have been playing for 30 min.');
    expect(reminder).toHaveTextContent('Today you are 12.50 USD up.');

    act(() => screen.getByTestId('reality-check-continue').click());
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(await screen.findByTestId('reality-check')).toHaveTextContent('60 min');
  });
});
