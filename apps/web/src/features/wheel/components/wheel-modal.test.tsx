import type { TWheelSpinResult, TWheelUser } from '@aurum/contracts/wheel';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { fakeAuthGate } from '@/testing/auth-gate';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { setMediaFeatures } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aSpinResult, aWheelTable, aWheelUser } from '@/testing/wheel-fixtures';
import { wheelModalStore } from '../hooks/use-wheel-modal';
import { displayIndexOf } from '../utils/wheel-segments';
import { WheelModal } from './wheel-modal';

const USER = '/api/v2/turbine_of_luck/user';
const PRIZES = '/api/v2/turbine_of_luck/prizes';
const SPIN = '/api/v2/turbine_of_luck';
const NOW = new Date('2026-03-14T22:00:00.000Z');

const fetchMock = stubFetch();

function serve({
  user = aWheelUser(),
  spin = jsonResponse(aSpinResult()),
  prizes = jsonResponse(aWheelTable()),
}: { user?: TWheelUser; spin?: Response; prizes?: Response } = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      [`GET ${USER}`]: () => jsonResponse(user),
      [`GET ${PRIZES}`]: prizes,
      [`POST ${SPIN}`]: spin,
    }),
  );
}

async function renderModal() {
  const onClosed = vi.fn();
  const { Wrapper } = fakeAuthGate(true);
  wheelModalStore.open('wheel');
  const view = renderWithProviders(<WheelModal onClosed={onClosed} />, { wrapper: Wrapper });
  await screen.findByTestId('wheel');
  return { ...view, onClosed };
}

const wheel = () => screen.getByTestId('wheel');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Spins and lets the whole animation play: 4 s fast, at most 1.4 s landing, 0.5 s to the callback. */
async function spinToTheEnd(result: TWheelSpinResult) {
  fireEvent.click(screen.getByTestId('wheel-spin'));
  await advance(4000 + 1400 + 500);
  expect(wheel()).toHaveAttribute(
    'data-landed-index',
    String(displayIndexOf(result.prizeIndex, aWheelTable().items.length)),
  );
}

beforeEach(() => {
  setMediaFeatures({
    'prefers-reduced-motion': 'no-preference',
    orientation: 'portrait',
    pointer: 'fine',
  });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/** Fake clocks from here on: the modal has loaded on real ones. */
const fakeClock = () =>
  vi.useFakeTimers({
    now: NOW,
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });

// The first test also pays for loading the modal's modules.
describe('WheelModal', { timeout: 20_000 }, () => {
  it('spins at once, lands on the segment the server chose after about 5 s, then shows the prize', async () => {
    const result = aSpinResult({ prizeIndex: 0, amount: aWheelTable().items[0]?.amount });
    serve({ spin: jsonResponse(result) });
    // Lands on the segment's centre, so the timing below is exact.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await renderModal();
    expect(screen.getByTestId('wheel-modal')).toHaveAttribute('data-wheel-state', 'available');
    fakeClock();

    fireEvent.click(screen.getByTestId('wheel-spin'));
    expect(wheel()).toHaveAttribute('data-phase', 'spinning');
    expect(screen.getByTestId('wheel-spin')).toBeDisabled();
    // Closing is refused while the wheel turns: the prize must be seen.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await advance(3990);
    expect(callsTo(fetchMock, SPIN)).toBe(1);
    // The answer is in, but the fast phase runs its whole 4 s.
    expect(wheel()).toHaveAttribute('data-phase', 'spinning');
    await advance(10);
    expect(wheel()).toHaveAttribute('data-phase', 'landing');
    // 12 whole turns in 4 s; segment 14's centre is 372 degrees on: 689 ms to slow down.
    await advance(680);
    expect(wheel()).toHaveAttribute('data-phase', 'landing');
    await advance(10);
    expect(wheel()).toHaveAttribute('data-phase', 'landed');
    // The server's first prize is drawn last.
    expect(wheel()).toHaveAttribute('data-landed-index', '14');
    expect(screen.getByTestId('wheel-pointer')).toHaveAttribute('data-bouncing', 'true');
    await advance(490);
    expect(screen.queryByTestId('wheel-result')).not.toBeInTheDocument();

    await advance(10);
    expect(screen.getByTestId('wheel-result')).toHaveAttribute('data-result', 'main');
    expect(screen.getByTestId('wheel-prize-heading')).toHaveTextContent('You won $5,000!');
    expect(screen.queryByTestId('wheel-go-bonuses')).not.toBeInTheDocument();
    expect(screen.getByTestId('wheel-countdown')).toHaveTextContent('01:59:55');
  });

  it('with reduced motion still spins and lands, in a shorter time', async () => {
    setMediaFeatures({ 'prefers-reduced-motion': 'reduce' });
    const result = aSpinResult({ prizeIndex: 9 });
    serve({ spin: jsonResponse(result) });
    await renderModal();
    fakeClock();

    fireEvent.click(screen.getByTestId('wheel-spin'));
    expect(wheel()).toHaveAttribute('data-phase', 'spinning');
    await advance(1000);
    expect(wheel()).toHaveAttribute('data-phase', 'landing');
    await advance(2300 + 500);
    expect(wheel()).toHaveAttribute('data-landed-index', '8');
    expect(screen.getByTestId('wheel-result')).toHaveAttribute('data-result', 'main');
  });

  it('says "no prize" for a prize of 0, and closing refreshes the wheel user and the balance', async () => {
    const result = aSpinResult({
      prizeIndex: 3,
      amount: { value: '0', primaryValue: '0.00', primaryPrecision: 2 },
      balanceType: 'none',
    });
    serve({ spin: jsonResponse(result) });
    const { onClosed } = await renderModal();
    fakeClock();
    await spinToTheEnd(result);

    expect(screen.getByTestId('wheel-result')).toHaveAttribute('data-result', 'none');
    expect(screen.getByText('No prize this time')).toBeInTheDocument();
    const userCalls = callsTo(fetchMock, USER);
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByTestId('wheel-close'));

    expect(wheelModalStore.getView()).toBeNull();
    expect(onClosed).toHaveBeenCalledOnce();
    await waitFor(() => expect(callsTo(fetchMock, USER)).toBe(userCalls + 1));
  });

  it('sends a bonus prize to /bonuses, closing the modal', async () => {
    const result = aSpinResult({ prizeIndex: 7, balanceType: 'bonus', bonusId: null });
    serve({ spin: jsonResponse(result) });
    const { router } = await renderModal();
    fakeClock();
    await spinToTheEnd(result);

    expect(screen.getByTestId('wheel-result')).toHaveAttribute('data-result', 'bonus');
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByTestId('wheel-go-bonuses'));

    expect(router.state.location.pathname).toBe('/bonuses');
    expect(wheelModalStore.getView()).toBeNull();
  });

  it('shows a promo code with a copy button whose check mark lasts 3 s', async () => {
    const result = aSpinResult({ prizeIndex: 5, balanceType: 'promo', promo: 'WHEEL-LUCK-7' });
    serve({ spin: jsonResponse(result) });
    await renderModal();
    // Puts a clipboard on `navigator` for the copy button.
    userEvent.setup();
    fakeClock();
    await spinToTheEnd(result);

    expect(screen.getByTestId('wheel-promo-code')).toHaveTextContent('WHEEL-LUCK-7');
    expect(screen.getByTestId('wheel-go-bonuses')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('wheel-promo-copy'));
    await advance(0);
    await expect(navigator.clipboard.readText()).resolves.toBe('WHEEL-LUCK-7');
    expect(screen.getByTestId('wheel-promo-copy')).toHaveAccessibleName('Copied');
    await advance(2900);
    expect(screen.getByTestId('wheel-promo-copy')).toHaveAccessibleName('Copied');
    await advance(100);
    expect(screen.getByTestId('wheel-promo-copy')).toHaveAccessibleName('Copy code');
  });

  it('shows when the next spin is, counting down, with the spin button disabled', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    serve({ user: aWheelUser({ isAvailable: false, nextSpinAt: '2026-03-14T23:00:00.000Z' }) });
    await renderModal();

    expect(screen.getByTestId('wheel-modal')).toHaveAttribute('data-wheel-state', 'unavailable');
    expect(screen.getByTestId('wheel-spin')).toBeDisabled();
    expect(screen.getByTestId('wheel-countdown')).toHaveTextContent('01:00:00');
    await advance(1000);
    expect(screen.getByTestId('wheel-countdown')).toHaveTextContent('00:59:59');
  });

  it('translates the server refusing a second spin, and rests the wheel', async () => {
    await i18n.changeLanguage('ru');
    serve({
      spin: jsonResponse({ detail: 'turbine_of_luck_not_available' }, 409),
    });
    await renderModal();
    fakeClock();

    fireEvent.click(screen.getByTestId('wheel-spin'));
    await advance(10);
    expect(screen.getByTestId('wheel-error')).toHaveTextContent('Турбина удачи недоступна');
    expect(wheel()).toHaveAttribute('data-phase', 'idle');
    expect(wheel()).not.toHaveAttribute('data-landed-index');
  });

  it('offers a retry when the prizes cannot be loaded', async () => {
    serve({ prizes: jsonResponse({ detail: 'internal_error' }, 500) });
    const { Wrapper } = fakeAuthGate(true);
    wheelModalStore.open('wheel');
    renderWithProviders(<WheelModal />, { wrapper: Wrapper });

    expect(await screen.findByTestId('wheel-load-error')).toHaveTextContent(
      'The wheel could not be loaded.',
    );
    serve();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wheel')).toBeInTheDocument();
  });
});
