import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { createTestQueryClient } from '@/testing/query-wrapper';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { StudioApp } from '../../studio-app';
import {
  actPath,
  aStudioRound,
  aStudioSession,
  PLAY_PATH,
  ROUND_ID,
  SESSION_ID,
  SESSION_PATH,
} from '../../testing/studio-fixtures';

const fetchMock = stubFetch();
const ACT = actPath(ROUND_ID);

const session = (overrides: Parameters<typeof aStudioSession>[0] = {}) =>
  aStudioSession({
    game: { code: 'blackjack/classic/blackjack', title: 'Classic Blackjack' },
    ...overrides,
  });

// Cards: 0 A♠, 5 6♠, 6 7♠, 7 8♠, 9 10♠, 12 K♠, 20 8♥, 22 10♥.
const hand = (cards: number[], total: number, soft = false, extra: object = {}) => ({
  cards,
  total,
  soft,
  doubled: false,
  split: false,
  done: false,
  ...extra,
});

const openRound = (outcome: Record<string, unknown>) =>
  aStudioRound({ status: 'open', params: {}, outcome });

/** A♠ 6♠ (soft 17) against a dealer 10 showing. */
const softSeventeen = openRound({
  status: 'player',
  dealer: [9, null],
  dealerTotal: 10,
  hands: [hand([0, 5], 17, true)],
  active: 0,
  insurance: null,
  actions: ['hit', 'stand', 'double'],
});

const closedRound = (payout: string, multiplier: number, outcome: Record<string, unknown>) =>
  aStudioRound({ status: 'closed', payout, multiplier, params: {}, outcome });

/** A chip of the rack by its value in minor units. */
const chip = (value: number) => {
  const button = screen.getByTestId('bj-chips').querySelector(`[data-value="${value}"]`);
  if (!(button instanceof HTMLElement)) throw new Error(`no ${value} chip`);
  return button;
};

const renderGame = () => {
  const user = userEvent.setup();
  render(<StudioApp sessionId={SESSION_ID} queryClient={createTestQueryClient()} />);
  return user;
};

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('BlackjackGame', () => {
  it('builds the bet from chips, deals, shows a soft total and settles a stand', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(session()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: softSeventeen, balance: '99950' }),
        [`POST ${ACT}`]: () =>
          jsonResponse({
            round: closedRound('100', 20_000, {
              dealer: [9, 20],
              dealerTotal: 18,
              hands: [{ ...hand([0, 5, 9], 17), done: true, result: 'lose' }],
              insurance: null,
              dealt: [0, 9, 5, 20, 9],
            }),
            balance: '99950',
          }),
      }),
    );
    const user = renderGame();
    expect(await screen.findByTestId('bj-bet-spot')).toBeInTheDocument();
    expect(screen.getByTestId('bj-table')).toHaveAttribute('data-status', 'bets');

    await user.click(screen.getByTestId('bj-clear'));
    await user.click(chip(10));
    await user.click(chip(50));
    expect(screen.getByTestId('studio-bet-input')).toHaveValue('0.60');
    await user.click(screen.getByTestId('studio-play'));
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([{ bet: '60', params: {} }]);

    expect(await screen.findByTestId('bj-hand-0-total')).toHaveTextContent('7/17');
    expect(screen.getByTestId('bj-dealer-cards').children[1]).toHaveAttribute(
      'data-card',
      'hidden',
    );
    expect(screen.getByTestId('bj-hit')).toBeEnabled();
    expect(screen.getByTestId('bj-stand')).toBeEnabled();
    expect(screen.getByTestId('bj-double')).toBeEnabled();
    expect(screen.getByTestId('bj-split')).toBeDisabled();
    expect(screen.getByTestId('bj-hand-0')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('studio-bet-input')).toBeDisabled();

    await user.click(screen.getByTestId('bj-stand'));
    expect(bodiesSentTo(fetchMock, ACT)).toEqual([{ action: 'stand' }]);
    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '100'),
    );
    expect(screen.getByTestId('bj-hand-0-result')).toHaveTextContent('Lose');
    expect(screen.getByTestId('bj-hand-0-total')).toHaveTextContent(/^17$/);
    expect(screen.getByTestId('bj-dealer-cards').children[1]).toHaveAttribute('data-card', '20');
    expect(screen.getByTestId('bj-dealer-total')).toHaveTextContent('18');
    expect(screen.queryByTestId('bj-stand')).toBeNull();
    expect(screen.getByTestId('studio-play')).toBeEnabled();
  });

  it('offers insurance first when the dealer shows an ace', async () => {
    const offer = openRound({
      status: 'insurance',
      dealer: [0, null],
      dealerTotal: 11,
      hands: [hand([9, 22], 20)],
      active: 0,
      insurance: null,
      actions: ['insurance', 'no_insurance'],
    });
    const insured = openRound({
      status: 'player',
      dealer: [0, null],
      dealerTotal: 11,
      hands: [hand([9, 22], 20)],
      active: 0,
      insurance: 'taken',
      actions: ['hit', 'stand', 'double', 'split'],
    });
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(session()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: offer, balance: '99900' }),
        [`POST ${ACT}`]: () => jsonResponse({ round: insured, balance: '99850' }),
      }),
    );
    const user = renderGame();
    await user.click(await screen.findByTestId('studio-play'));
    const prompt = await screen.findByTestId('bj-insurance-offer');
    expect(prompt).toHaveTextContent('for 0.50 USD');
    expect(screen.queryByTestId('bj-hit')).toBeNull();
    expect(screen.getByTestId('bj-table')).toHaveAttribute('data-status', 'insurance');

    await user.click(screen.getByTestId('bj-insurance'));
    expect(bodiesSentTo(fetchMock, ACT)).toEqual([{ action: 'insurance' }]);
    expect(await screen.findByTestId('bj-split')).toBeEnabled();
    expect(screen.queryByTestId('bj-insurance-offer')).toBeNull();
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('998.50');
  });

  it('resumes an open round after a reload and plays split hands in turn', async () => {
    const pair = openRound({
      status: 'player',
      dealer: [5, null],
      dealerTotal: 6,
      hands: [hand([7, 20], 16)],
      active: 0,
      insurance: null,
      actions: ['hit', 'stand', 'double', 'split'],
    });
    const split = aStudioRound({
      status: 'open',
      bet: '200',
      params: {},
      outcome: {
        status: 'player',
        dealer: [5, null],
        dealerTotal: 6,
        hands: [
          hand([7, 9], 18, false, { split: true }),
          hand([20, 6], 15, false, { split: true }),
        ],
        active: 1,
        insurance: null,
        actions: ['hit', 'stand', 'double'],
      },
    });
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(session({ openRound: pair })),
        [`POST ${ACT}`]: () => jsonResponse({ round: split, balance: '99800' }),
      }),
    );
    const user = renderGame();
    expect(await screen.findByTestId('bj-hand-0-total')).toHaveTextContent('16');
    expect(callsTo(fetchMock, PLAY_PATH)).toBe(0);
    expect(screen.queryByTestId('studio-play')).toBeNull();

    await user.click(screen.getByTestId('bj-split'));
    expect(bodiesSentTo(fetchMock, ACT)).toEqual([{ action: 'split' }]);
    expect(await screen.findByTestId('bj-hand-1')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('bj-hand-0')).not.toHaveAttribute('data-active');
    expect(screen.getByTestId('bj-hand-0')).toHaveTextContent('Hand 1');
    expect(screen.getByTestId('bj-split')).toBeDisabled();
    expect(screen.getByTestId('bj-double')).toBeEnabled();
    // The round's bet is everything staked (2.00); each hand carries the opening 1.00.
    for (const index of [0, 1]) {
      const chips = screen.getByTestId(`bj-hand-${index}`).querySelector('[data-amount]');
      expect(chips).toHaveAttribute('data-amount', '100');
    }
  });

  it('shows a refused move in the player’s words and keeps the round', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(session({ openRound: softSeventeen })),
        [`POST ${ACT}`]: () => jsonResponse({ detail: 'insufficient_funds' }, 402),
      }),
    );
    const user = renderGame();
    await user.click(await screen.findByTestId('bj-double'));
    expect(await screen.findByTestId('bj-notice')).toHaveTextContent(
      'Not enough funds on your balance for this bet.',
    );
    expect(screen.getByTestId('bj-hit')).toBeEnabled();
  });

  it('settles a natural at the deal and speaks Russian', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(session({ language: 'ru' })),
        [`POST ${PLAY_PATH}`]: () =>
          jsonResponse({
            round: closedRound('250', 25_000, {
              dealer: [7, 20],
              dealerTotal: 16,
              hands: [{ ...hand([0, 12], 21, true), result: 'blackjack' }],
              insurance: null,
              dealt: [0, 7, 12, 20],
            }),
            balance: '100150',
          }),
      }),
    );
    const user = renderGame();
    await user.click(await screen.findByTestId('studio-play'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '250'),
    );
    expect(screen.getByTestId('bj-hand-0-result')).toHaveTextContent('Блэкджек');
    expect(screen.getByTestId('bj-hand-0-total')).toHaveTextContent('21');
    expect(screen.getByTestId('bj-table')).toHaveAttribute('data-status', 'won');
    expect(screen.getByTestId('studio-play')).toHaveTextContent('Раздать');
  });
});
