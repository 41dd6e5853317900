import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BALANCE_QUERY_KEY } from '@/lib/balance-query';
import { i18n } from '@/lib/i18n/i18n';
import { walletModalStore } from '@/lib/wallet-modal';
import { fakeAuthGate } from '@/testing/auth-gate';
import { bodiesSentTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aSportBet } from '@/testing/sportsbook-fixtures';
import { betSlip } from '../../hooks/use-bet-slip';
import { loadSlip } from '../../hooks/slip-storage';
import { SlipForm } from './slip-form';
import { SlipLeg } from './slip-leg';

const fetchMock = stubFetch();
const BETS = '/api/v2/sportsbook/bets';

const pick = (eventId: string, marketId: string, outcomeId: string, odds: number) => ({
  eventId,
  eventName: `Event ${eventId}`,
  marketId,
  marketName: '1X2',
  outcomeId,
  outcomeName: `Pick ${outcomeId}`,
  odds,
});

function renderSlip(signedIn = true, place: () => Response = () => jsonResponse(aSportBet())) {
  fetchMock.mockImplementation(fakeApi({ [`POST ${BETS}`]: place }));
  const gate = fakeAuthGate(signedIn);
  const { queryClient } = renderWithProviders(<SlipForm />, {
    wrapper: gate.Wrapper,
  });
  return { requireAuth: gate.requireAuth, user: userEvent.setup(), queryClient };
}

const keysSent = () =>
  fetchMock.mock.calls
    .filter(([input]) => requestUrl(input).pathname === BETS)
    .map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

beforeEach(() => betSlip.reset());

describe('SlipForm', () => {
  it('is empty until a price is picked', () => {
    renderSlip();
    expect(screen.getByTestId('slip-empty')).toHaveTextContent('Your bet slip is empty');
  });

  it('places n singles as n calls, each with its own key, and clears the placed legs', async () => {
    const { user } = renderSlip();
    betSlip.toggle(pick('e1', 'm1', 'home', 2100));
    betSlip.toggle(pick('e2', 'm2', 'away', 1850));
    act(() => betSlip.setStake('10'));
    expect(await screen.findByTestId('slip-stake')).toHaveValue('10');
    expect(screen.getByTestId('slip-payout')).toHaveTextContent('39.50 USD');

    await user.click(screen.getByRole('button', { name: 'Place bets: 2' }));
    await waitFor(() => expect(screen.getByTestId('slip-empty')).toBeInTheDocument());
    expect(bodiesSentTo(fetchMock, BETS)).toEqual([
      {
        kind: 'single',
        stake: '10',
        oddsPolicy: 'none',
        legs: [{ eventId: 'e1', marketId: 'm1', outcomeId: 'home', odds: 2100 }],
      },
      {
        kind: 'single',
        stake: '10',
        oddsPolicy: 'none',
        legs: [{ eventId: 'e2', marketId: 'm2', outcomeId: 'away', odds: 1850 }],
      },
    ]);
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('refreshes the balance once a bet is taken, and not when it is refused', async () => {
    const { user, queryClient } = renderSlip(true, () =>
      jsonResponse({ detail: 'market_suspended', marketId: 'm1' }, 409),
    );
    queryClient.setQueryData(BALANCE_QUERY_KEY, { total: '1' });
    const balanceInvalidated = () => queryClient.getQueryState(BALANCE_QUERY_KEY)?.isInvalidated;
    betSlip.toggle(pick('e1', 'm1', 'home', 2100));
    act(() => betSlip.setStake('10'));
    await user.click(await screen.findByRole('button', { name: 'Place bets: 1' }));
    await screen.findByRole('alert');
    expect(balanceInvalidated()).toBe(false);

    fetchMock.mockImplementation(fakeApi({ [`POST ${BETS}`]: () => jsonResponse(aSportBet()) }));
    betSlip.lockMarket('m1', false);
    await user.click(screen.getByRole('button', { name: 'Place bets: 1' }));
    await waitFor(() => expect(screen.getByTestId('slip-empty')).toBeInTheDocument());
    expect(balanceInvalidated()).toBe(true);
  });

  it('refuses a second leg of one event on a combo, with a message', async () => {
    const { user } = renderSlip();
    betSlip.toggle(pick('e1', 'm1', 'home', 2100));
    await user.click(await screen.findByRole('tab', { name: 'Combo' }));
    betSlip.toggle(pick('e1', 'm2', 'over', 1850));
    expect(await screen.findByTestId('slip-refusal')).toHaveTextContent(
      'A combo cannot have two selections from one event',
    );
    expect(screen.getAllByTestId('slip-leg')).toHaveLength(1);
  });

  it('places a combo with the chosen policy and shows its combined odds and payout', async () => {
    const { user } = renderSlip();
    betSlip.toggle(pick('e1', 'm1', 'home', 1500));
    betSlip.toggle(pick('e2', 'm2', 'away', 2000));
    await user.click(await screen.findByRole('tab', { name: 'Combo' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'If the odds change' }),
      'higher',
    );
    await user.click(screen.getByRole('button', { name: '25' }));
    expect(screen.getByTestId('slip-payout')).toHaveTextContent('75.00 USD');
    expect(screen.getByText('3.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place bets: 1' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, BETS)).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, BETS)[0]).toMatchObject({
      kind: 'combo',
      stake: '25',
      oddsPolicy: 'higher',
    });
  });

  it('shows changed odds to accept, then sends the new odds', async () => {
    let answer = () =>
      jsonResponse(
        { detail: 'odds_changed', legs: [{ marketId: 'm1', outcomeId: 'home', odds: 1950 }] },
        409,
      );
    const { user } = renderSlip(true, () => answer());
    betSlip.toggle(pick('e1', 'm1', 'home', 2100));
    betSlip.setStake('5');
    await user.click(await screen.findByRole('button', { name: 'Place bets: 1' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The odds have changed');
    expect(screen.getByTestId('slip-leg-new-odds')).toHaveTextContent('1.95');
    answer = () => jsonResponse(aSportBet());
    await user.click(screen.getByTestId('slip-accept-odds'));
    await user.click(screen.getByRole('button', { name: 'Place bets: 1' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, BETS)).toHaveLength(2));
    expect(bodiesSentTo(fetchMock, BETS)[1]).toMatchObject({ legs: [{ odds: 1950 }] });
  });

  it('locks a suspended leg and names stake limits', async () => {
    const { user } = renderSlip(true, () => jsonResponse({ detail: 'market_suspended' }, 409));
    betSlip.toggle(pick('e1', 'm1', 'home', 2100));
    betSlip.setStake('5');
    await user.click(await screen.findByRole('button', { name: 'Place bets: 1' }));
    const leg = await screen.findByTestId('slip-leg');
    await waitFor(() => expect(leg).toHaveAttribute('data-locked', 'true'));
    expect(within(leg).getByRole('alert')).toHaveTextContent('This market is suspended');
    expect(screen.getByTestId('slip-place')).toBeDisabled();
  });

  it('shows the minimum stake the server names', async () => {
    const { user } = renderSlip(true, () =>
      jsonResponse({ detail: 'stake_too_low', min: '1.00', max: '500.00' }, 400),
    );
    betSlip.toggle(pick('e1', 'm1', 'home', 2100));
    await user.type(await screen.findByTestId('slip-stake'), '0.5');
    await user.click(await screen.findByRole('button', { name: 'Place bets: 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stake is below the minimum of 1.00.',
    );
    expect(screen.getByTestId('slip-limits')).toHaveTextContent('Min 1.00 · Max 500.00');
  });

  it('opens the wallet when funds are short', async () => {
    const { user } = renderSlip(true, () => jsonResponse({ detail: 'insufficient_funds' }, 402));
    betSlip.toggle(pick('e1', 'm1', 'home', 2100));
    betSlip.setStake('50');
    await user.click(await screen.findByRole('button', { name: 'Place bets: 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough money');
    expect(walletModalStore.getView()).toBe('deposit');
  });

  it('asks a visitor to sign in and places nothing', async () => {
    const { user, requireAuth } = renderSlip(false);
    betSlip.toggle(pick('e1', 'm1', 'home', 2100));
    betSlip.setStake('5');
    await user.click(await screen.findByRole('button', { name: 'Place bets: 1' }));
    expect(requireAuth).toHaveBeenCalledTimes(1);
    expect(bodiesSentTo(fetchMock, BETS)).toEqual([]);
  });
});

describe('SlipForm in Russian', () => {
  beforeEach(() => i18n.changeLanguage('ru'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names a pick from its market, line and teams, the remove button too', async () => {
    renderSlip();
    act(() =>
      betSlip.toggle({
        ...pick('e1', 'm-hcp', 'away', 1900),
        marketType: 'handicap',
        specifiers: 'hcp=-1.5',
        marketName: 'Handicap -1.5',
        outcomeName: 'Chelsea (+1.5)',
        home: 'Arsenal',
        away: 'Chelsea',
      }),
    );
    const leg = await screen.findByTestId('slip-leg');
    expect(leg).toHaveTextContent('Chelsea (+1.5)');
    expect(leg).toHaveTextContent('Фора -1.5');
    expect(leg).not.toHaveTextContent('Handicap');
    expect(within(leg).getByRole('button', { name: 'Убрать Chelsea (+1.5)' })).toBeInTheDocument();
  });

  it('shows a pick a previous version kept, without its market type, by its stored names', () => {
    const stalePick = { ...pick('e1', 'm-total', 'over', 1850), marketName: 'Total 2.5' };
    localStorage.setItem(
      'sportsbook.slip',
      JSON.stringify({
        selections: [{ ...stalePick, outcomeName: 'Over 2.5', changedOdds: null, locked: false }],
        kind: 'single',
        systemSize: 2,
        oddsPolicy: 'none',
        stake: '5',
      }),
    );
    const [stored] = loadSlip().selections;
    if (!stored) throw new Error('the stale slip was not read');
    render(
      <ul>
        <SlipLeg selection={stored} />
      </ul>,
    );
    const leg = screen.getByTestId('slip-leg');
    expect(leg).toHaveTextContent('Over 2.5');
    expect(leg).toHaveTextContent('Total 2.5');
    expect(screen.getByRole('button', { name: 'Убрать Over 2.5' })).toBeInTheDocument();
  });
});
