import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { fakeAuthGate } from '@/testing/auth-gate';
import { bodiesSentTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aSportBet, aUsdMoney } from '@/testing/sportsbook-fixtures';
import { BetSlip } from '../bet-slip';
import { MyBets } from './my-bets';

const fetchMock = stubFetch();
const BETS = '/api/v2/sportsbook/bets';
const QUOTE = '/api/v2/sportsbook/bets/bet-1/cash-out';
const page = (items: unknown[]) => jsonResponse({ items, meta: { total: items.length } });

const aQuote = (secondsValid = 10, part = 1000, amount = '9.40') => ({
  betId: 'bet-1',
  amount: aUsdMoney(amount),
  part,
  expiresAt: new Date(Date.now() + secondsValid * 1000).toISOString(),
  token: 'signed-quote',
});

/** The `part` of each quote asked for, in order. */
const partsAsked = () =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: requestUrl(input), method: init?.method ?? 'GET' }))
    .filter(({ url, method }) => url.pathname === QUOTE && method === 'GET')
    .map(({ url }) => url.searchParams.get('part'));

function renderBets(
  routes: Parameters<typeof fakeApi>[0],
  list: (status: string | null) => Response = () => page([aSportBet()]),
  signedIn = true,
  ui: ReactNode = <MyBets />,
) {
  const api = fakeApi(routes);
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === BETS && (init?.method ?? 'GET') === 'GET')
      return Promise.resolve(list(url.searchParams.get('status')));
    return api(input, init);
  });
  const gate = fakeAuthGate(signedIn);
  renderWithProviders(ui, { wrapper: gate.Wrapper });
  return { user: userEvent.setup(), requireAuth: gate.requireAuth };
}

describe('MyBets', () => {
  it('asks a visitor to sign in', async () => {
    const { user, requireAuth } = renderBets({}, undefined, false);
    await user.click(
      within(screen.getByTestId('bets-sign-in')).getByRole('button', { name: 'Log in' }),
    );
    expect(requireAuth).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads open bets with each leg, then settled ones on their tab', async () => {
    const settled = aSportBet({
      id: 'bet-2',
      status: 'won',
      payout: aUsdMoney('21.00'),
      cashOut: null,
      legs: aSportBet().legs.map((leg) => ({ ...leg, result: 'won' as const })),
    });
    const { user } = renderBets({}, (status) =>
      page(status === 'settled' ? [settled] : [aSportBet()]),
    );
    expect(screen.getByTestId('bets-loading')).toBeInTheDocument();
    const card = await screen.findByTestId('bet-card');
    expect(within(card).getByTestId('bet-status')).toHaveTextContent('Open');
    expect(within(card).getByTestId('bet-leg')).toHaveTextContent('Arsenal');
    expect(within(card).getByTestId('bet-payout')).toHaveTextContent('21.00 USD');

    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    await waitFor(() =>
      expect(screen.getByTestId('bet-card')).toHaveAttribute('data-bet-id', 'bet-2'),
    );
    expect(screen.getByTestId('bet-status')).toHaveTextContent('Won');
    expect(screen.getByTestId('bet-leg')).toHaveTextContent('Won');
    expect(screen.queryByTestId('cash-out')).not.toBeInTheDocument();
  });

  it("labels a bet's money with the bet's own currency, not the account's or the player's display currency", async () => {
    const euroBet = aSportBet({ currency: 'EUR' });
    const { user } = renderBets({}, () => page([euroBet]), true, <BetSlip />);
    await user.click(screen.getByRole('tab', { name: 'My bets' }));
    const card = await screen.findByTestId('bet-card');
    expect(within(card).getByTestId('bet-payout')).toHaveTextContent('21.00 EUR');
    expect(within(card).getByRole('button', { name: 'Cash out 9.50 EUR' })).toBeInTheDocument();
    expect(card).toHaveTextContent('10.00 EUR');
    expect(card).not.toHaveTextContent('USD');
  });

  it('says when there are no bets', async () => {
    renderBets({}, () => page([]));
    expect(await screen.findByTestId('bets-empty')).toHaveTextContent('You have no open bets');
  });

  it('shows an error with a retry', async () => {
    renderBets({}, () => jsonResponse({ detail: 'internal_error' }, 500));
    expect(await screen.findByTestId('bets-error', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('cashes out with a quote the player confirms', async () => {
    const { user } = renderBets({
      [`GET ${QUOTE}`]: () => jsonResponse(aQuote()),
      [`POST ${QUOTE}`]: () =>
        jsonResponse(aSportBet({ status: 'cashed_out', payout: aUsdMoney('9.40') })),
    });
    await user.click(await screen.findByRole('button', { name: 'Cash out 9.50 USD' }));
    const confirm = await screen.findByTestId('cash-out-confirm');
    expect(confirm).toHaveTextContent('Confirm 9.40 USD');
    await user.click(confirm);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, QUOTE)).toEqual([undefined, { token: 'signed-quote' }]),
    );
  });

  it('says when cash-out is unavailable or the quote expired', async () => {
    let quote = () => jsonResponse({ detail: 'cash_out_unavailable' }, 409);
    const { user } = renderBets({
      [`GET ${QUOTE}`]: () => quote(),
      [`POST ${QUOTE}`]: () => jsonResponse({ detail: 'cash_out_quote_expired' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Cash out 9.50 USD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cash-out is not available for this bet right now.',
    );

    quote = () => jsonResponse(aQuote());
    await user.click(screen.getByRole('button', { name: 'Cash out 9.50 USD' }));
    await user.click(await screen.findByTestId('cash-out-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cash-out offer has expired.');
  });

  it('cashes out the share the player chose; the bet stays open with the rest of its stake', async () => {
    let bets = [aSportBet()];
    const partlyCashedOut = aSportBet({
      openStake: aUsdMoney('5.00'),
      cashedOut: aUsdMoney('4.70'),
      potentialPayout: aUsdMoney('10.50'),
      cashOut: aUsdMoney('4.75'),
    });
    const { user } = renderBets(
      {
        [`GET ${QUOTE}`]: () => jsonResponse(aQuote(10, 500, '4.70')),
        [`POST ${QUOTE}`]: () => {
          bets = [partlyCashedOut];
          return jsonResponse(partlyCashedOut);
        },
      },
      () => page(bets),
    );
    const share = await screen.findByRole('radiogroup', { name: 'Part of the stake to cash out' });
    expect(within(share).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.queryByTestId('bet-open-stake')).not.toBeInTheDocument();

    await user.click(within(share).getByRole('radio', { name: '50%' }));
    expect(within(share).getByRole('radio', { name: '50%' })).toBeChecked();
    expect(screen.getByTestId('cash-out-keeps')).toHaveTextContent('5.00 USD stays in play');
    await user.click(screen.getByRole('button', { name: 'Cash out 50%' }));
    const confirm = await screen.findByTestId('cash-out-confirm');
    expect(confirm).toHaveTextContent(/^Confirm 4\.70 USD \(\d+ s\)$/);
    expect(partsAsked()).toEqual(['500']);

    await user.click(confirm);
    await waitFor(() => expect(screen.getByTestId('bet-open-stake')).toHaveTextContent('5.00 USD'));
    expect(bodiesSentTo(fetchMock, QUOTE)).toEqual([undefined, { token: 'signed-quote' }]);
    expect(screen.getByTestId('bet-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('bet-cashed-out')).toHaveTextContent('4.70 USD');
    expect(screen.getByTestId('bet-payout')).toHaveTextContent('10.50 USD');
    // The rest can be cashed out too, starting again from the whole of it.
    expect(screen.getByRole('button', { name: 'Cash out 4.75 USD' })).toBeInTheDocument();
  });

  it('moves between shares with the arrow keys, and a quote for one share is dropped for another', async () => {
    const { user } = renderBets({
      [`GET ${QUOTE}`]: () => jsonResponse(aQuote(10, 250, '2.35')),
    });
    const share = await screen.findByRole('radiogroup', { name: 'Part of the stake to cash out' });
    const all = within(share).getByRole('radio', { name: 'All' });
    expect(
      within(share)
        .getAllByRole('radio')
        .map((radio) => radio.tabIndex),
    ).toEqual([-1, -1, -1, 0]);
    await user.click(all);
    await user.keyboard('{ArrowLeft}');
    expect(within(share).getByRole('radio', { name: '75%' })).toBeChecked();
    expect(within(share).getByRole('radio', { name: '75%' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(share).getByRole('radio', { name: '25%' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(all).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(within(share).getByRole('radio', { name: '25%' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Cash out 25%' }));
    expect(await screen.findByTestId('cash-out-confirm')).toHaveTextContent('Confirm 2.35 USD');
    expect(partsAsked()).toEqual(['250']);
    await user.click(within(share).getByRole('radio', { name: '50%' }));
    expect(screen.queryByTestId('cash-out-confirm')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cash out 50%' })).toBeInTheDocument();
  });

  it('says a cash-out waits while a selection is suspended', async () => {
    const { user } = renderBets({
      [`GET ${QUOTE}`]: () =>
        jsonResponse({ detail: 'cash_out_unavailable', reason: 'suspended' }, 409),
    });
    await user.click(await screen.findByRole('radio', { name: '75%' }));
    await user.click(screen.getByRole('button', { name: 'Cash out 75%' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cash-out is paused while a selection is suspended. Try again in a moment.',
    );
    expect(partsAsked()).toEqual(['750']);
  });
});

describe('MyBets in Russian', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("names each leg's market and outcome in Russian", async () => {
    await i18n.changeLanguage('ru');
    const [leg] = aSportBet().legs;
    if (!leg) throw new Error('fixture has no leg');
    const combo = aSportBet({
      kind: 'combo',
      totalOdds: 12000,
      legs: [
        {
          ...leg,
          marketType: 'asian_handicap',
          specifiers: 'hcp=-0.25',
          marketName: 'Asian handicap -0.25',
          outcomeId: 'away',
          outcomeName: 'Chelsea (+0.25)',
        },
        {
          ...leg,
          eventId: 'ev-2',
          eventName: 'Navi - Vitality',
          marketId: 'm-map',
          marketType: 'map_winner',
          specifiers: 'map=2',
          marketName: 'Map 2 winner',
          outcomeId: 'home',
          outcomeName: 'Navi',
          home: 'Navi',
          away: 'Vitality',
        },
        {
          ...leg,
          eventId: 'ev-3',
          eventName: 'Monaco Grand Prix',
          marketId: 'm-race',
          marketType: 'outright',
          specifiers: '',
          marketName: 'Outright winner',
          outcomeId: 'c-ver',
          outcomeName: 'Max Verstappen',
          home: null,
          away: null,
        },
        {
          ...leg,
          eventId: 'ev-5',
          marketId: 'm-dc',
          marketType: 'double_chance',
          specifiers: '',
          marketName: 'Double chance',
          outcomeId: 'draw_away',
          outcomeName: 'Draw or Chelsea',
        },
        {
          ...leg,
          eventId: 'ev-4',
          marketId: 'm-new',
          marketType: null,
          specifiers: '',
          marketName: 'Corners 9.5',
          outcomeId: 'over',
          outcomeName: 'Over 9.5',
        },
      ],
    });
    renderBets({}, () => page([combo]));
    const legs = await screen.findAllByTestId('bet-leg');
    expect(legs.map((item) => item.querySelector('div')?.textContent)).toEqual([
      'Chelsea (+0.25)Азиатская фора -0.25 · Arsenal - Chelsea',
      'NaviКарта 2: победитель · Navi - Vitality',
      'Max VerstappenПобедитель турнира · Monaco Grand Prix',
      'Ничья или ChelseaДвойной шанс · Arsenal - Chelsea',
      // A market this build cannot name keeps the server's English name.
      'Over 9.5Corners 9.5 · Arsenal - Chelsea',
    ]);
  });
});
