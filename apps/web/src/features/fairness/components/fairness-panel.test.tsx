import type { TFairness } from '@aurum/contracts/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFairRoundsQueryOptions } from '../api/get-fair-rounds';
import { fakeAuthGate } from '@/testing/auth-gate';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aFairness } from '@/testing/fairness-fixtures';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FairnessPanel } from './fairness-panel';

const fetchMock = stubFetch();
const FAIRNESS = '/api/v2/fairness';
const ROTATE = '/api/v2/fairness/rotate';

const revealed = {
  serverSeed: 'current-secret-seed',
  serverSeedHash: aFairness().serverSeedHash,
  clientSeed: 'my-client-seed',
  nonce: 3,
  revealedAt: '2026-03-14T12:00:00.000Z',
};

function renderPanel({
  signedIn = true,
  rotate = () =>
    jsonResponse(aFairness({ serverSeedHash: 'f'.repeat(64), nonce: 0, previous: [revealed] })),
}: { signedIn?: boolean; rotate?: () => Response } = {}) {
  let fairness: TFairness = aFairness();
  fetchMock.mockImplementation(
    fakeApi({
      [`GET ${FAIRNESS}`]: () => jsonResponse(fairness),
      [`PATCH ${FAIRNESS}`]: () => {
        const [body] = bodiesSentTo(fetchMock, FAIRNESS).slice(-1) as [{ clientSeed: string }];
        fairness = { ...fairness, clientSeed: body.clientSeed };
        return jsonResponse(fairness);
      },
      [`POST ${ROTATE}`]: rotate,
    }),
  );
  const onOpenChange = vi.fn();
  const gate = fakeAuthGate(signedIn);
  const view = renderWithProviders(<FairnessPanel open onOpenChange={onOpenChange} />, {
    wrapper: gate.Wrapper,
  });
  return { ...view, ...gate, onOpenChange, user: userEvent.setup() };
}

describe('FairnessPanel', () => {
  it('shows the committed hash, the client seed and the next nonce', async () => {
    renderPanel();
    expect(await screen.findByTestId('fairness-server-hash')).toHaveTextContent(
      aFairness().serverSeedHash,
    );
    expect(screen.getByTestId('fairness-client-seed-input')).toHaveValue('my-client-seed');
    expect(screen.getByTestId('fairness-nonce')).toHaveTextContent('3');
    expect(screen.getByTestId('fairness-previous-empty')).toBeInTheDocument();
  });

  it('saves a new client seed with PATCH', async () => {
    const { user } = renderPanel();
    const input = await screen.findByTestId('fairness-client-seed-input');
    expect(screen.getByTestId('fairness-save-seed')).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'lucky-seed-2026');
    await user.click(screen.getByTestId('fairness-save-seed'));

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, FAIRNESS).filter(Boolean)).toEqual([
        { clientSeed: 'lucky-seed-2026' },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('fairness-save-seed')).toBeDisabled());
    expect(input).toHaveValue('lucky-seed-2026');
  });

  it('refuses a client seed with spaces before sending it, and draws a random one', async () => {
    const { user } = renderPanel();
    const input = await screen.findByTestId('fairness-client-seed-input');

    await user.clear(input);
    await user.type(input, 'two words');
    await user.click(screen.getByTestId('fairness-save-seed'));
    expect(
      await screen.findByText('Use letters, digits and symbols, without spaces'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, FAIRNESS).filter(Boolean)).toEqual([]);

    await user.click(screen.getByTestId('fairness-random-seed'));
    expect((input as HTMLInputElement).value).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByText('Use letters, digits and symbols, without spaces')).toBeNull();
  });

  it('rotates only once confirmed, then shows the revealed seed and the new hash', async () => {
    const { user, queryClient } = renderPanel();
    await screen.findByTestId('fairness-server-hash');
    const rounds = getFairRoundsQueryOptions().queryKey;
    queryClient.setQueryData(rounds, { pages: [], pageParams: [] });

    await user.click(screen.getByTestId('fairness-rotate'));
    expect(callsTo(fetchMock, ROTATE)).toBe(0);
    await user.click(screen.getByTestId('fairness-rotate-confirm'));

    const revealedSeed = await screen.findByTestId('fairness-revealed-seed');
    expect(callsTo(fetchMock, ROTATE)).toBe(1);
    expect(revealedSeed).toHaveTextContent('current-secret-seed');
    expect(screen.getByTestId('fairness-server-hash')).toHaveTextContent('f'.repeat(64));
    expect(screen.getByTestId('fairness-nonce')).toHaveTextContent('0');
    expect(screen.getAllByTestId('fairness-previous-seed')).toHaveLength(1);
    expect(queryClient.getQueryState(rounds)?.isInvalidated).toBe(true);
  });

  it('explains a rotation refused while a round is open', async () => {
    const { user } = renderPanel({
      rotate: () => jsonResponse({ detail: 'round_in_progress' }, 409),
    });
    await user.click(await screen.findByTestId('fairness-rotate'));
    await user.click(screen.getByTestId('fairness-rotate-confirm'));
    expect(await screen.findByTestId('fairness-rotate-error')).toHaveTextContent(
      'Finish your current round first',
    );
    expect(screen.queryByTestId('fairness-revealed-seed')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in, loading nothing', async () => {
    const { user, requireAuth, onOpenChange } = renderPanel({ signedIn: false });
    const prompt = screen.getByTestId('fairness-sign-in');
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(requireAuth).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(fetchMock, FAIRNESS)).toBe(0);
  });
});
