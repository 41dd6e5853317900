import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aBonusList,
  aBonusSettings,
  aBonusTemplate,
  aFreeSpins,
  aUsd,
  aUserBonus,
} from '@/testing/bonus-fixtures';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { TBonusList } from '@aurum/contracts/bonuses';
import { AuthGateProvider } from '../auth-gate-provider';
import { BonusesRoute } from './bonuses';

const fetchMock = stubFetch();
const LIST = '/api/v2/bonuses';
const LOYALTY = '/api/v2/users/loyalty';
const HOUR_MS = 3_600_000;

const PERSONAL_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

function renderPage({
  list = () => jsonResponse(aBonusList()),
  signedIn = true,
}: { list?: () => Response; signedIn?: boolean } = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      ...(signedIn ? { 'GET /api/v1/me': jsonResponse(aMe()) } : {}),
      [`GET ${LIST}`]: list,
      [`GET ${LOYALTY}`]: () => jsonResponse(aBonusSettings()),
      [`POST ${LOYALTY}`]: () => jsonResponse(aBonusSettings()),
    }),
  );
  return renderWithProviders(<BonusesRoute />, { path: '/bonuses', wrapper: AuthGateProvider });
}

const listOf = (overrides: Partial<TBonusList>) => () => jsonResponse(aBonusList(overrides));

describe('bonuses page', () => {
  it("shows an active grant's balance, wagering progress, time left and max bet", async () => {
    const expiresAt = new Date(Date.now() + (2 * 24 + 5) * HOUR_MS + 90_000).toISOString();
    renderPage({ list: listOf({ bonuses: [aUserBonus({ expiresAt })] }) });

    const card = await screen.findByTestId('active-bonus');
    expect(within(card).getByText('Welcome bonus 1')).toBeInTheDocument();
    expect(within(card).getByTestId('bonus-balance')).toHaveTextContent('80.50 USD');
    expect(within(card).getByTestId('wager-progress')).toHaveTextContent(
      '875.00 USD / 3,500.00 USD · 25%',
    );
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByTestId('bonus-time-left')).toHaveTextContent('2 d 5 h 1 min');
    expect(within(card).getByTestId('bonus-max-bet')).toHaveTextContent('5.00 USD');
  });

  it('shows free spins with spins left, winnings and a link that opens their slot', async () => {
    renderPage({
      list: listOf({
        freeSpins: [
          aFreeSpins(),
          aFreeSpins({
            id: crypto.randomUUID(),
            status: 'finished',
            remaining: 0,
            granted: aUsd('3.40'),
          }),
        ],
      }),
    });
    const [active, finished] = await screen.findAllByTestId('free-spins');
    expect(active).toHaveTextContent('Pharaoh’s Fortune Lines');
    expect(within(active as HTMLElement).getByTestId('free-spins-left')).toHaveTextContent(
      '38 of 50 left',
    );
    expect(within(active as HTMLElement).getByTestId('free-spins-winnings')).toHaveTextContent(
      '3.40 USD',
    );
    expect(within(active as HTMLElement).getByTestId('free-spins-play')).toHaveAttribute(
      'href',
      '/games/42/session',
    );
    expect(within(finished as HTMLElement).getByTestId('free-spins-result')).toHaveTextContent(
      'Winnings became a bonus of 3.40 USD',
    );
    expect(screen.queryByTestId('bonuses-empty')).not.toBeInTheDocument();
  });

  it('lists ended grants in the history with what they left', async () => {
    renderPage({
      list: listOf({
        bonuses: [
          aUserBonus({
            id: crypto.randomUUID(),
            status: 'completed',
            convertedAmount: aUsd('42.00'),
          }),
          aUserBonus({ id: crypto.randomUUID(), status: 'expired', endReason: 'deadline' }),
          aUserBonus({
            id: crypto.randomUUID(),
            status: 'forfeited',
            endReason: 'Bonus rules broken',
            convertedAmount: aUsd('0.00'),
          }),
        ],
      }),
    });
    const items = await screen.findAllByTestId('bonus-history-item');
    expect(items[0]).toHaveTextContent('Wagered');
    expect(items[0]).toHaveTextContent('Converted 42.00 USD');
    expect(items[1]).toHaveTextContent('Expired');
    expect(items[1]).toHaveTextContent('Time ran out');
    expect(items[1]).toHaveTextContent('Written off');
    expect(items[2]).toHaveTextContent('Forfeited');
    expect(items[2]).toHaveTextContent('Bonus rules broken');
    expect(items[2]).toHaveTextContent('Written off');
    expect(screen.queryByTestId('active-bonus')).not.toBeInTheDocument();
  });

  it('marks the welcome steps claimed, available and locked', async () => {
    renderPage({
      list: listOf({
        depositCount: 1,
        templates: [
          aBonusTemplate({ step: 1, isClaimed: true }),
          aBonusTemplate({ step: 2, isCurrent: true }),
          aBonusTemplate({ step: 3 }),
          aBonusTemplate({ step: 4 }),
        ],
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('welcome-step')).toHaveLength(4));
    const steps = screen.getAllByTestId('welcome-step');
    expect(steps.map((step) => step.dataset.state)).toEqual([
      'claimed',
      'available',
      'disabled',
      'disabled',
    ]);
    expect(steps[0]).toHaveTextContent('Step 1');
    expect(steps[0]).toHaveTextContent('Claimed');
    expect(steps[1]).toHaveTextContent('Available');
    expect(steps[2]).toHaveTextContent('Locked');
    expect(steps[1]).toHaveTextContent('+100% up to 500.00 USD');
  });

  it('says when the next everyday bonus unlocks', async () => {
    renderPage({
      list: listOf({
        depositCount: 5,
        everydayUnlocksAt: '2026-03-14T23:59:59.999Z',
        templates: [aBonusTemplate({ kind: 'everyday', isClaimed: true })],
      }),
    });
    expect(await screen.findByTestId('everyday-state')).toHaveTextContent(/^Next one at .*2026/);
  });

  it('has an empty state when there are no grants and no offers', async () => {
    renderPage();
    expect(await screen.findByTestId('bonuses-empty')).toHaveTextContent('No bonuses yet');
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    renderPage({
      list: () =>
        fail
          ? jsonResponse({ detail: 'internal_error' }, 500)
          : jsonResponse(aBonusList({ bonuses: [aUserBonus()] })),
    });
    const error = await screen.findByTestId('bonuses-error');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('active-bonus')).toBeInTheDocument();
    expect(screen.queryByTestId('bonuses-error')).not.toBeInTheDocument();
  });

  it('saves the welcome switch for crypto deposits and refetches the list', async () => {
    renderPage({ list: listOf({ templates: [aBonusTemplate({ step: 1 })] }) });
    const crypto = await screen.findByTestId('welcome-crypto');
    await waitFor(() => expect(crypto).toBeEnabled());
    expect(crypto).toHaveAttribute('aria-checked', 'true');
    const listCalls = callsTo(fetchMock, LIST);

    await userEvent.setup().click(crypto);

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, LOYALTY)).toContainEqual({ isWelcomeEnabledCrypto: false }),
    );
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBeGreaterThan(listCalls));
  });

  it('chooses a personal bonus for the next fiat and crypto deposit', async () => {
    renderPage({
      list: listOf({
        templates: [
          aBonusTemplate({ step: 1 }),
          aBonusTemplate({ id: PERSONAL_ID, kind: 'personal', title: 'VIP reload' }),
        ],
      }),
    });
    const offer = await screen.findByTestId('personal-offer');
    expect(offer).toHaveTextContent('VIP reload');
    const toggle = within(offer).getByTestId('personal-offer-toggle');
    await waitFor(() => expect(toggle).toBeEnabled());

    await userEvent.setup().click(toggle);

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, LOYALTY)).toContainEqual({
        preferredFiat: { id: PERSONAL_ID, isEnabled: true },
        preferredCrypto: { id: PERSONAL_ID, isEnabled: true },
      }),
    );
  });

  it('asks a visitor to sign in instead', async () => {
    renderPage({ signedIn: false });
    expect(await screen.findByTestId('sign-in-prompt')).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toBe(0);
    expect(callsTo(fetchMock, LOYALTY)).toBe(0);
  });
});
