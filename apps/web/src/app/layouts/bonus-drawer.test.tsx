import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBonusList, aBonusTemplate, aUsd } from '@/testing/bonus-fixtures';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { aBilling, aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { TBonusList } from '@aurum/contracts/bonuses';
import type { TBilling } from '@aurum/contracts/me';
import { bonusDrawerStore } from '@/lib/bonus-drawer';
import { AuthGateProvider } from '../auth-gate-provider';
import { AccountOverlays } from './account-overlays';

const fetchMock = stubFetch();
const SHOWN = '/api/v1/me/show_modal_info';

const welcomeSteps = [
  aBonusTemplate({
    id: 'step-1',
    step: 1,
    isCurrent: true,
    conditions: {
      minDeposit: aUsd('10.00'),
      maxDeposit: aUsd('500.00'),
      wager: 35,
      wagerMaxBet: aUsd('5.00'),
      maxAmountMultiplier: 10,
      gamesWagers: { live: 10, crash: 50 },
    },
  }),
  aBonusTemplate({ id: 'step-2', step: 2, conditions: { amountMultiplier: '0.75' } }),
  aBonusTemplate({ id: 'step-3', step: 3, conditions: { amountMultiplier: '0.5' } }),
  aBonusTemplate({
    id: 'step-4',
    step: 4,
    conditions: { amountMultiplier: '0.5', freespinsCount: 50, freespinsAmount: aUsd('0.20') },
  }),
  aBonusTemplate({ id: 'personal', kind: 'personal', title: 'VIP reload' }),
];

function renderOverlays({
  path = '/',
  signedIn = true,
  list = aBonusList({ templates: welcomeSteps }),
  billing = aBilling({ lastShowModalAt: '2026-01-01T00:00:00.000Z' }),
}: { path?: string; signedIn?: boolean; list?: TBonusList; billing?: TBilling } = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      ...(signedIn ? { 'GET /api/v1/me': jsonResponse(aMe()) } : {}),
      'GET /api/v2/bonuses': () => jsonResponse(list),
      'GET /api/v1/me/billing': () => jsonResponse(billing),
      [`PUT ${SHOWN}`]: () => jsonResponse({ lastShowModalAt: new Date().toISOString() }),
    }),
  );
  return renderWithProviders(<AccountOverlays />, { path, wrapper: AuthGateProvider });
}

afterEach(() => act(() => bonusDrawerStore.close()));

describe('bonus drawer', () => {
  it('opens on ?bonus10 with the welcome steps claimed, available and locked, personal left out', async () => {
    const { router } = renderOverlays({
      path: '/?bonus10',
      list: aBonusList({
        depositCount: 1,
        templates: welcomeSteps.map((step) =>
          step.id === 'step-1'
            ? { ...step, isClaimed: true, isCurrent: false }
            : step.id === 'step-2'
              ? { ...step, isCurrent: true }
              : step,
        ),
      }),
    });
    const drawer = await screen.findByTestId('bonus-drawer');
    await waitFor(() => expect(within(drawer).getAllByTestId('drawer-step')).toHaveLength(4));
    const steps = within(drawer).getAllByTestId('drawer-step');
    expect(steps.map((step) => step.dataset.state)).toEqual([
      'claimed',
      'available',
      'disabled',
      'disabled',
    ]);
    expect(steps[1]).toHaveTextContent('+75%');
    expect(steps[3]).toHaveTextContent('+50%');
    expect(steps[3]).toHaveTextContent('+ 50 free spins');
    expect(drawer).not.toHaveTextContent('VIP reload');
    // The parameter is dropped once the drawer is open.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("opens a step's conditions in plain words with a link to its games", async () => {
    renderOverlays({ path: '/?bonus10' });
    const drawer = await screen.findByTestId('bonus-drawer');
    const [first] = await within(drawer).findAllByTestId('drawer-step');
    if (!first) throw new Error('no step');
    await userEvent.setup().click(first);

    const modal = await screen.findByTestId('bonus-conditions');
    const lines = within(modal)
      .getAllByTestId('bonus-condition')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'For a deposit from 10.00 USD to 500.00 USD',
      '+100% of the deposit as bonus money',
      'Wager the bonus x35 before it becomes real money',
      'Max bet while wagering: 5.00 USD',
      'At most 500.00 USD turns into real money',
      'At most x10 the bonus turns into real money',
      'Time to wager: 3 d',
    ]);
    const contributions = within(modal).getAllByTestId('bonus-contribution');
    expect(contributions.map((row) => row.textContent)).toEqual(['Live casino10%', 'Crash50%']);
    expect(within(modal).getByTestId('bonus-games-link')).toHaveAttribute(
      'href',
      '/bonuses/step-1/games',
    );
  });

  it('shows the everyday bonus with a countdown once it was had today', async () => {
    const unlocksAt = new Date(Date.now() + (5 * 3600 + 12 * 60 + 30) * 1000).toISOString();
    renderOverlays({
      path: '/?bonus10',
      list: aBonusList({
        depositCount: 6,
        everydayUnlocksAt: unlocksAt,
        templates: [
          ...welcomeSteps,
          aBonusTemplate({ kind: 'everyday', conditions: { amountMultiplier: '0.1' } }),
        ],
      }),
    });
    const drawer = await screen.findByTestId('bonus-drawer');
    expect(await within(drawer).findByTestId('drawer-everyday')).toHaveTextContent('+10%');
    expect(within(drawer).queryByTestId('drawer-step')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('everyday-countdown')).toHaveTextContent(/05:1[12]:\d\d/);
    expect(drawer).toHaveTextContent('Everyday bonus');
  });

  it('asks a visitor to sign up and opens the sign-up form', async () => {
    renderOverlays({ path: '/?bonus10', signedIn: false });
    const drawer = await screen.findByTestId('bonus-drawer');
    expect(within(drawer).getByTestId('bonus-drawer-pitch')).toBeInTheDocument();
    await userEvent.setup().click(within(drawer).getByTestId('bonus-drawer-sign-up'));
    expect(await screen.findByTestId('auth-modal')).toBeInTheDocument();
    expect(screen.queryByTestId('bonus-drawer')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v2/bonuses')).toBe(0);
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    fetchMock.mockImplementation(
      fakeApi({
        'GET /api/v1/me': jsonResponse(aMe()),
        'GET /api/v2/bonuses': () =>
          fail
            ? jsonResponse({ detail: 'internal_error' }, 500)
            : jsonResponse(aBonusList({ templates: welcomeSteps })),
        'GET /api/v1/me/billing': () => jsonResponse(aBilling({ isShowModal: false })),
      }),
    );
    renderWithProviders(<AccountOverlays />, { path: '/?bonus10', wrapper: AuthGateProvider });
    const error = await screen.findByTestId('bonus-drawer-error');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('drawer-step')).toHaveLength(4);
  });

  it('opens by itself once for a new player who never deposited, and records it shown', async () => {
    renderOverlays({ billing: aBilling({ isShowModal: true, lastShowModalAt: null }) });
    expect(await screen.findByTestId('bonus-drawer')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, SHOWN)).toBe(1));
  });

  it('stays closed for a player who has seen it or has deposited', async () => {
    renderOverlays({ billing: aBilling({ isShowModal: false, lastShowModalAt: null }) });
    await waitFor(() => expect(callsTo(fetchMock, '/api/v1/me/billing')).toBe(1));
    expect(screen.queryByTestId('bonus-drawer')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SHOWN)).toBe(0);
  });
});
