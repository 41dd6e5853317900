import type { TRgLimit, TRgState } from '@aurum/contracts/responsible-gaming';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/toast';
import { fakeAuthGate } from '@/testing/auth-gate';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ResponsibleGamingSection } from './responsible-gaming-section';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const STATE = '/api/v1/responsible-gaming';
const LIMITS = '/api/v1/responsible-gaming/limits';
const CONFIRM = '/api/v1/responsible-gaming/limits/confirm';
const TIME_OUT = '/api/v1/responsible-gaming/time-out';
const fetchMock = stubFetch();

const money = (cents: number) => ({
  value: String(cents),
  primaryValue: (cents / 100).toFixed(2),
  primaryPrecision: 2,
});
const aLimit = (patch: Partial<TRgLimit> = {}): TRgLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: money(5000),
  used: money(1250),
  remaining: money(3750),
  pending: null,
  ...patch,
});
const aState = (patch: Partial<TRgState> = {}): TRgState => ({
  limits: [],
  block: null,
  realityCheckMinutes: 0,
  sessionLimitMinutes: null,
  session: { startedAt: '2026-11-26T10:00:00.000Z', todayNetLoss: money(0) },
  ...patch,
});

function renderSection() {
  const { Wrapper } = fakeAuthGate(true);
  return renderWithProviders(<ResponsibleGamingSection />, { wrapper: Wrapper });
}

beforeEach(async () => {
  vi.mocked(showToast).mockClear();
  await i18n.changeLanguage('en');
});

describe('ResponsibleGamingSection', () => {
  it('shows the loading state, then the empty state with the explanations', async () => {
    fetchMock.mockImplementation(fakeApi({ [`GET ${STATE}`]: () => jsonResponse(aState()) }));
    renderSection();
    expect(screen.getByTestId('rg-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('rg-no-limits')).toHaveTextContent('You have no limits set.');
    expect(screen.getByTestId('responsible-gaming')).toHaveTextContent(
      'takes effect only after a 24-hour cooling-off period',
    );
  });

  it('shows an error state with a retry', async () => {
    let fail = true;
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${STATE}`]: () =>
          fail ? jsonResponse({ detail: 'internal_error' }, 500) : jsonResponse(aState()),
      }),
    );
    renderSection();
    const error = await screen.findByTestId('rg-error', {}, { timeout: 5000 });
    fail = false;
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('rg-no-limits')).toBeInTheDocument();
  });

  it('lists a limit with its use, and sets a new one', async () => {
    let state = aState({ limits: [aLimit()] });
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${STATE}`]: () => jsonResponse(state),
        [`PUT ${LIMITS}`]: () => {
          state = aState({ limits: [aLimit(), aLimit({ kind: 'loss', period: 'week' })] });
          return jsonResponse(state);
        },
      }),
    );
    renderSection();
    const row = await screen.findByTestId('rg-limit-deposit-day');
    expect(row).toHaveTextContent('Deposits per day');
    expect(row).toHaveTextContent('Used: 12.50 USD');
    expect(row).toHaveTextContent('Left: 37.50 USD');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    await userEvent.selectOptions(screen.getByTestId('rg-limit-kind'), 'loss');
    await userEvent.selectOptions(screen.getByTestId('rg-limit-period'), 'week');
    await userEvent.type(screen.getByTestId('rg-limit-amount'), '20,5');
    await userEvent.click(screen.getByTestId('rg-limit-save'));
    expect(await screen.findByTestId('rg-limit-loss-week')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, LIMITS)).toEqual([
      { kind: 'loss', period: 'week', amount: '20.5' },
    ]);
  });

  it('offers confirming a raise only after its cooling-off', async () => {
    const pending = { amount: money(10000), after: '2026-11-27T10:00:00.000Z' };
    let confirmable = false;
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${STATE}`]: () =>
          jsonResponse(aState({ limits: [aLimit({ pending: { ...pending, confirmable } })] })),
        [`POST ${CONFIRM}`]: () =>
          jsonResponse(aState({ limits: [aLimit({ amount: money(10000) })] })),
      }),
    );
    const view = renderSection();
    const row = await screen.findByTestId('rg-limit-deposit-day');
    expect(within(row).getByTestId('rg-pending')).toHaveTextContent(
      'Raise to 100.00 USD requested',
    );
    expect(within(row).getByRole('button', { name: 'Confirm' })).toBeDisabled();

    confirmable = true;
    await view.queryClient.invalidateQueries();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('rg-pending')).toBeNull());
    expect(screen.getByTestId('rg-limit-deposit-day')).toHaveTextContent('100.00 USD');
  });

  it('asks before a time-out, stating what it closes, then shows the running break', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${STATE}`]: () => jsonResponse(aState()),
        [`POST ${TIME_OUT}`]: () =>
          jsonResponse(aState({ block: { kind: 'time_out', until: '2026-11-29T10:00:00.000Z' } })),
      }),
    );
    renderSection();
    await userEvent.selectOptions(await screen.findByTestId('rg-time-out-duration'), 'h72');
    await userEvent.click(screen.getByTestId('rg-time-out'));
    const dialog = await screen.findByTestId('rg-break-dialog');
    expect(dialog).toHaveTextContent('For 3 days you will not be able to bet, deposit');
    await userEvent.click(within(dialog).getByTestId('rg-break-confirm'));
    expect(await screen.findByTestId('rg-block')).toHaveTextContent('You are on a time-out until');
    expect(bodiesSentTo(fetchMock, TIME_OUT)).toEqual([{ hours: 72 }]);
  });

  it('translates a refusal with its figures, in Russian too', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${STATE}`]: () => jsonResponse(aState()),
        [`POST ${TIME_OUT}`]: () =>
          jsonResponse({ detail: 'rg_already_blocked', until: null }, 409),
      }),
    );
    await i18n.changeLanguage('ru');
    renderSection();
    await userEvent.click(await screen.findByTestId('rg-time-out'));
    await userEvent.click(await screen.findByTestId('rg-break-confirm'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', message: 'Уже идёт перерыв не короче этого.' }),
      ),
    );
  });
});

describe('rg refusal messages', () => {
  it('name the period, the limit and what is left', async () => {
    await i18n.changeLanguage('en');
    const params = { period: 'week', limit: '50.00', remaining: '12.00', currency: 'USD' };
    expect(i18n.t('ResponsibleGaming.errors.rg_deposit_limit', params)).toBe(
      'This deposit would go over your deposit limit per 7 days (50.00 USD). You can deposit 12.00 USD more in this period.',
    );
    await i18n.changeLanguage('ru');
    expect(i18n.t('ResponsibleGaming.errors.rg_deposit_limit', params)).toBe(
      'Этот депозит превысит ваш лимит депозитов за 7 дней (50.00 USD). В этом периоде можно внести ещё 12.00 USD.',
    );
    await i18n.changeLanguage('en');
  });
});
