import type { TFairRound } from '@aurum/contracts/games';
import { toMoney } from '@aurum/contracts/money';
import { cardLabel } from '@aurum/games';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import {
  aDiceRound,
  aKenoRound,
  aMinesRound,
  anUnrevealedRound,
  aVideoPokerRound,
} from '@/testing/fairness-fixtures';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FairRoundsList } from './fair-rounds-list';

const fetchMock = stubFetch();
const ROUNDS = '/api/v2/fairness/rounds';

function renderRounds(items: TFairRound[], total = items.length) {
  fetchMock.mockImplementation(
    fakeApi({
      [`GET ${ROUNDS}`]: () => {
        const [input] = fetchMock.mock.calls.at(-1) ?? [];
        const offset = Number(requestUrl(input).searchParams.get('offset'));
        return jsonResponse({
          items: offset === 0 ? items : [aDiceRound({ id: 'older', nonce: 9 })],
          meta: { offset, limit: 10, total },
        });
      },
    }),
  );
  renderWithProviders(<FairRoundsList />);
  return userEvent.setup();
}

async function verify(roundId: string) {
  const row = (await screen.findAllByTestId('fairness-round')).find(
    (item) => item.getAttribute('data-round-id') === roundId,
  );
  if (!row) throw new Error(`no round ${roundId}`);
  await userEvent.setup().click(within(row).getByTestId('fairness-verify'));
  return within(row).getByTestId('fairness-verify-result');
}

describe('FairRoundsList', () => {
  it('recomputes a consistent round in the browser and reports a match', async () => {
    renderRounds([aDiceRound({ id: 'dice-1' })]);
    const result = await verify('dice-1');
    expect(result).toHaveAttribute('data-match', 'true');
    expect(result).toHaveTextContent('Verified');
  });

  it('replays a mines round from its actions and reports a match', async () => {
    renderRounds([aMinesRound({ id: 'mines-1' })]);
    expect(await verify('mines-1')).toHaveAttribute('data-match', 'true');
  });

  it('recomputes a keno draw, and a video poker hand showing its cards in dealing order', async () => {
    const poker = aVideoPokerRound({ id: 'poker-1' });
    renderRounds([aKenoRound({ id: 'keno-1' }), poker]);
    expect(await verify('keno-1')).toHaveAttribute('data-match', 'true');
    const result = await verify('poker-1');
    expect(result).toHaveAttribute('data-match', 'true');
    const shoe = (poker.outcome?.shoe as number[]).map(cardLabel);
    expect(shoe).toHaveLength(10);
    expect(within(result).getByTestId('fairness-shoe')).toHaveTextContent(shoe.join(' '));
  });

  it('reports a mismatch for a video poker hand whose shoe was changed', async () => {
    const poker = aVideoPokerRound({ id: 'poker-1' });
    const shoe = poker.outcome?.shoe as number[];
    const swapped = [shoe[5], ...shoe.slice(1, 5), shoe[0], ...shoe.slice(6)];
    renderRounds([{ ...poker, outcome: { ...poker.outcome, shoe: swapped } }]);
    expect(await verify('poker-1')).toHaveAttribute('data-match', 'false');
  });

  it.each([
    [
      'a tampered outcome',
      (round: TFairRound): TFairRound => {
        const roll = Number(round.outcome?.roll);
        return { ...round, outcome: { ...round.outcome, roll: (roll + 1) % 10_001 } };
      },
    ],
    [
      'a tampered payout',
      (round: TFairRound): TFairRound => ({
        ...round,
        payout: toMoney(BigInt(round.payout.value) + 100n, 2),
      }),
    ],
    [
      'a server seed that is not the committed one',
      (round: TFairRound): TFairRound => ({ ...round, serverSeedHash: '0'.repeat(64) }),
    ],
  ])('reports a mismatch for %s', async (_, tamper) => {
    renderRounds([tamper(aDiceRound({ id: 'dice-1' }))]);
    const result = await verify('dice-1');
    expect(result).toHaveAttribute('data-match', 'false');
    expect(result).toHaveTextContent('Mismatch');
  });

  it('asks to rotate the seed before a round of the current pair can be verified', async () => {
    renderRounds([anUnrevealedRound('hidden-1')]);
    const [row] = await screen.findAllByTestId('fairness-round');
    expect(row).toHaveAttribute('data-round-id', 'hidden-1');
    expect(within(row as HTMLElement).getByTestId('fairness-verify-pending')).toHaveTextContent(
      'Rotate the seed to verify this round.',
    );
    expect(screen.queryByTestId('fairness-verify')).not.toBeInTheDocument();
  });

  it('shows bet, payout, multiplier and nonce, and loads more rounds', async () => {
    const round = aDiceRound({ id: 'dice-1', nonce: 5 });
    const user = renderRounds([round], 11);
    const [row] = await screen.findAllByTestId('fairness-round');
    expect(row).toHaveTextContent('Neon Dice');
    expect(row).toHaveTextContent('2.50 USD');
    expect(row).toHaveTextContent(`×${round.multiplier}`);
    expect(row).toHaveTextContent('Nonce5');

    await user.click(screen.getByTestId('fairness-rounds-more'));
    expect(await screen.findAllByTestId('fairness-round')).toHaveLength(2);
    expect(callsTo(fetchMock, ROUNDS)).toBe(2);
    expect(screen.queryByTestId('fairness-rounds-more')).not.toBeInTheDocument();
  });

  it('has an empty state', async () => {
    renderRounds([]);
    expect(await screen.findByTestId('fairness-rounds-empty')).toHaveTextContent('No rounds yet');
  });
});
