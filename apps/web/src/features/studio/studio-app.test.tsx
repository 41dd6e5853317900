import { act, fireEvent, screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/toast';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { createTestQueryClient } from '@/testing/query-wrapper';
import { TURBO_STORAGE_KEY } from './hooks/use-turbo';
import { StudioApp } from './studio-app';
import {
  aStudioRound,
  aStudioSession,
  PLAY_PATH,
  ROUND_ID,
  SESSION_ID,
  SESSION_PATH,
} from './testing/studio-fixtures';

vi.mock(import('@/lib/toast'), async (importOriginal) => ({
  ...(await importOriginal()),
  showToast: vi.fn(),
}));

const fetchMock = stubFetch();

function renderStudio(sessionId = SESSION_ID) {
  return render(<StudioApp sessionId={sessionId} queryClient={createTestQueryClient()} />);
}

beforeEach(() => {
  localStorage.setItem(TURBO_STORAGE_KEY, '1');
  vi.mocked(showToast).mockClear();
});
afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('StudioApp session', () => {
  it('shows the game title, demo badge, balance and the seeds of the next round', async () => {
    fetchMock.mockImplementation(
      fakeApi({ [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()) }),
    );
    renderStudio();

    expect(await screen.findByTestId('studio-balance')).toHaveTextContent('1000.00');
    expect(screen.getByTestId('studio-title')).toHaveTextContent('Neon Dice');
    expect(screen.getByTestId('studio-demo')).toHaveTextContent('DEMO');
    expect(screen.getByTestId('studio-fairness')).toHaveTextContent('a3f9c2d17b');
    expect(screen.getByTestId('studio-nonce')).toHaveTextContent('#7');
    expect(screen.getByTestId('studio-bet-input')).toHaveValue('1.00');
    expect(screen.getByTestId('studio-play')).toHaveTextContent('Roll');
  });

  it('shows a skeleton while the session loads', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderStudio();
    expect(screen.getByTestId('studio-app').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('studio-balance')).toBeNull();
  });

  it('shows an expired session as a full-frame message, without the game', async () => {
    fetchMock.mockImplementation(
      fakeApi({ [`GET ${SESSION_PATH}`]: () => jsonResponse({ detail: 'session_expired' }, 410) }),
    );
    renderStudio();

    const error = await screen.findByTestId('studio-error');
    expect(error).toHaveAttribute('data-detail', 'session_expired');
    expect(error).toHaveTextContent('Session expired');
    expect(error).toHaveTextContent('This game session has ended.');
    expect(screen.queryByTestId('studio-play')).toBeNull();
    expect(within(error).queryByRole('button')).toBeNull();
  });

  it('shows an unknown session id as not found without asking the server', () => {
    fetchMock.mockImplementation(fakeApi({}));
    renderStudio('not-a-session');
    expect(screen.getByTestId('studio-error')).toHaveAttribute('data-detail', 'session_not_found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry after a network failure and loads the game with it', async () => {
    let online = false;
    fetchMock.mockImplementation((input, init) =>
      online
        ? fakeApi({ [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()) })(input, init)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderStudio();

    const error = await screen.findByTestId('studio-error');
    expect(error).toHaveTextContent('No connection');
    online = true;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('studio-balance')).toHaveTextContent('1000.00');
  });

  it('speaks the session language', async () => {
    fetchMock.mockImplementation(
      fakeApi({ [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession({ language: 'ru' })) }),
    );
    renderStudio();
    await waitFor(() => expect(screen.getByTestId('studio-play')).toHaveTextContent('Бросить'));
  });
});

describe('StudioApp playing', () => {
  const won = aStudioRound({
    bet: '250',
    payout: '495',
    multiplier: 19_801,
    nonce: 7,
    params: { target: 5000, direction: 'over' },
    outcome: { roll: 7342, win: true },
  });

  it('sends the bet in minor units, then shows the result and the new balance', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: won, balance: '100245' }),
      }),
    );
    const user = userEvent.setup();
    renderStudio();
    const input = await screen.findByTestId('studio-bet-input');
    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(screen.getByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-round-id', ROUND_ID),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([
      { bet: '250', params: { target: 5000, direction: 'over' } },
    ]);
    const result = screen.getByTestId('studio-result');
    expect(result).toHaveAttribute('data-nonce', '7');
    expect(result).toHaveAttribute('data-payout', '495');
    expect(result).toHaveTextContent('You won 4.95 USD');
    expect(result).toHaveTextContent('1.98×');
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1002.45');
    expect(screen.getByTestId('studio-nonce')).toHaveTextContent('#8');
    expect(screen.getByTestId('dice-roll')).toHaveTextContent('73.42');
    expect(screen.getByTestId('studio-recent')).toHaveTextContent('73.42');
    expect(screen.getByTestId('studio-play')).toBeEnabled();
  });

  it('holds the win back until the roll has been shown', async () => {
    localStorage.removeItem(TURBO_STORAGE_KEY);
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: won, balance: '100245' }),
      }),
    );
    renderStudio();
    fireEvent.click(await screen.findByTestId('studio-play'));

    // The bet is gone at once, the win is not there yet and the button waits.
    await waitFor(() => expect(screen.getByTestId('studio-balance')).toHaveTextContent('997.50'));
    expect(screen.getByTestId('studio-play')).toBeDisabled();
    expect(screen.getByTestId('studio-result')).not.toHaveAttribute('data-round-id');

    await waitFor(() => expect(screen.getByTestId('studio-balance')).toHaveTextContent('1002.45'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '495');
  });

  it('says a losing round lost', async () => {
    const lost = aStudioRound({ bet: '100', outcome: { roll: 1200, win: false } });
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: lost, balance: '99900' }),
      }),
    );
    renderStudio();
    await userEvent.click(await screen.findByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '0'),
    );
    expect(screen.getByTestId('studio-result')).toHaveTextContent('No win this time');
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('999.00');
  });

  it('explains insufficient funds and keeps the balance and the game usable', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ detail: 'insufficient_funds' }, 402),
      }),
    );
    renderStudio();
    await userEvent.click(await screen.findByTestId('studio-play'));

    const message = 'Not enough funds on your balance for this bet.';
    await waitFor(() => expect(screen.getByTestId('studio-notice')).toHaveTextContent(message));
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', message, errorKey: 'insufficient_funds' }),
    );
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1000.00');
    expect(screen.getByTestId('studio-result')).not.toHaveAttribute('data-round-id');
    expect(screen.getByTestId('studio-play')).toBeEnabled();
    expect(screen.getByTestId('studio-bet-input')).toBeEnabled();
    expect(screen.queryByTestId('studio-error')).toBeNull();
  });

  it('shows the balance the studio reports with a refusal for funds', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()),
        [`POST ${PLAY_PATH}`]: () =>
          jsonResponse({ detail: 'insufficient_funds', balance: '50' }, 402),
      }),
    );
    renderStudio();
    await userEvent.click(await screen.findByTestId('studio-play'));
    await waitFor(() => expect(screen.getByTestId('studio-balance')).toHaveTextContent('0.50'));
  });

  it.each([
    ['bet_out_of_range', 'The bet is outside the allowed limits.'],
    ['round_in_progress', 'You have a round in progress. Finish it first.'],
  ])('explains %s in words and stays playable', async (detail, message) => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ detail }, 409),
      }),
    );
    renderStudio();
    await userEvent.click(await screen.findByTestId('studio-play'));
    await waitFor(() => expect(screen.getByTestId('studio-notice')).toHaveTextContent(message));
    expect(screen.getByTestId('studio-play')).toBeEnabled();
  });

  it('refuses a bet below the minimum without calling the studio', async () => {
    fetchMock.mockImplementation(
      fakeApi({ [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()) }),
    );
    const user = userEvent.setup();
    renderStudio();
    const input = await screen.findByTestId('studio-bet-input');
    await user.clear(input);
    await user.type(input, '0.05');
    await user.click(screen.getByTestId('studio-play'));

    expect(screen.getByTestId('studio-notice')).toHaveTextContent('The minimum bet is 0.10 USD');
    expect(screen.getByTestId('studio-bet-problem')).toHaveTextContent(
      'The minimum bet is 0.10 USD',
    );
    expect(callsTo(fetchMock, PLAY_PATH)).toBe(0);
  });

  it('keeps ½, 2×, min and max inside the limits', async () => {
    fetchMock.mockImplementation(
      fakeApi({ [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()) }),
    );
    const user = userEvent.setup();
    renderStudio();
    const input = await screen.findByTestId('studio-bet-input');
    await user.click(screen.getByRole('button', { name: '2×' }));
    expect(input).toHaveValue('2.00');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('100.00');
    await user.click(screen.getByRole('button', { name: '2×' }));
    expect(input).toHaveValue('100.00');
    await user.click(screen.getByRole('button', { name: 'Min' }));
    await user.click(screen.getByRole('button', { name: '½' }));
    expect(input).toHaveValue('0.10');
  });

  it('shows the full-frame message when the session expires mid-game', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ detail: 'session_expired' }, 410),
      }),
    );
    renderStudio();
    await userEvent.click(await screen.findByTestId('studio-play'));
    expect(await screen.findByTestId('studio-error')).toHaveAttribute(
      'data-detail',
      'session_expired',
    );
  });

  it('remembers turbo in this browser', async () => {
    localStorage.removeItem(TURBO_STORAGE_KEY);
    fetchMock.mockImplementation(
      fakeApi({ [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession()) }),
    );
    renderStudio();
    const turbo = await screen.findByTestId('studio-turbo');
    expect(turbo).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(turbo);
    expect(turbo).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(TURBO_STORAGE_KEY)).toBe('1');
    await act(() => Promise.resolve());
  });
});
