import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthGate } from '@/testing/auth-gate';
import { bodiesSentTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aSportBet, aUsdMoney } from '@/testing/sportsbook-fixtures';
import { MyBets } from './my-bets';

const fetchMock = stubFetch();
const BETS = '/api/v2/sportsbook/bets';
const QUOTE = '/api/v2/sportsbook/bets/bet-1/cash-out';
const page = (items: unknown[]) => jsonResponse({ items, meta: { total: items.length } });

const aQuote = (secondsValid = 10) => ({
  betId: 'bet-1',
  amount: aUsdMoney('9.40'),
  part: 1000,
  expiresAt: new Date(Date.now() + secondsValid * 1000).toISOString(),
  token: 'signed-quote',
});

function renderBets(
  routes: Parameters<typeof fakeApi>[0],
  list: (status: string | null) => Response = () => page([aSportBet()]),
  signedIn = true,
) {
  const api = fakeApi(routes);
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === BETS && (init?.method ?? 'GET') === 'GET')
      return Promise.resolve(list(url.searchParams.get('status')));
    return api(input, init);
  });
  const gate = fakeAuthGate(signedIn);
  renderWithProviders(<MyBets currency="USD" />, { wrapper: gate.Wrapper });
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
});
