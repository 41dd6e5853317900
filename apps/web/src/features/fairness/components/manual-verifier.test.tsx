import { parseGameCode, playRound } from '@aurum/games';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERVER_SEED } from '@/testing/fairness-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ManualVerifier } from './manual-verifier';

async function fill(fields: Record<string, string>) {
  const user = userEvent.setup();
  for (const [testId, value] of Object.entries(fields)) {
    const field = screen.getByTestId(`fairness-manual-${testId}`);
    await user.clear(field);
    if (value) await user.type(field, value.replaceAll('{', '{{').replaceAll('[', '[['));
  }
  await user.click(screen.getByTestId('fairness-manual-submit'));
}

describe('ManualVerifier', () => {
  it('computes the outcome, multiplier and payout the game maths gives', async () => {
    renderWithProviders(<ManualVerifier />);
    await fill({
      code: 'dice/classic/neon',
      'server-seed': SERVER_SEED,
      'client-seed': 'my-client-seed',
      nonce: '7',
      bet: '250',
      params: '{"target":5000,"direction":"under"}',
    });

    const code = parseGameCode('dice/classic/neon');
    if (!code) throw new Error('no dice');
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'my-client-seed', nonce: 7 };
    const expected = playRound(code, seeds, { target: 5000, direction: 'under' }, 250n);
    const roll = (expected.outcome as { roll: number }).roll;

    expect(await screen.findByTestId('fairness-manual-result')).toBeInTheDocument();
    expect(screen.getByTestId('fairness-manual-payout')).toHaveTextContent(
      expected.payout.toString(),
    );
    expect(screen.getByTestId('fairness-manual-multiplier')).toHaveTextContent(
      `×${(expected.multiplier / 10_000).toFixed(2)}`,
    );
    expect(screen.getByTestId('fairness-manual-outcome')).toHaveTextContent(`"roll": ${roll}`);
  });

  it('refuses params that are not a JSON object, and says why a round cannot be played', async () => {
    renderWithProviders(<ManualVerifier />);
    await fill({
      code: 'dice/classic/neon',
      'server-seed': 'seed',
      'client-seed': 'client',
      params: 'not json',
    });
    expect(await screen.findByText('Enter a JSON object, e.g. {}')).toBeInTheDocument();
    expect(screen.queryByTestId('fairness-manual-result')).not.toBeInTheDocument();

    await fill({ params: '{"target":1}' });
    expect(await screen.findByTestId('fairness-manual-error')).toHaveTextContent(
      "The round couldn't be recomputed: invalid params",
    );
  });
});
