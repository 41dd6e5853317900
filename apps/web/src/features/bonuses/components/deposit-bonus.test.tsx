import type { TDepositBonusQuote } from '@aurum/contracts/bonuses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthGate } from '@/testing/auth-gate';
import { aBonusList, aBonusSettings, aBonusTemplate, aUsd } from '@/testing/bonus-fixtures';
import { bodiesSentTo, callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DepositBonus } from './deposit-bonus';

const fetchMock = stubFetch();
const QUOTE = '/api/v2/bonuses/deposit-quote';
const LOYALTY = '/api/v2/users/loyalty';
const LIST = '/api/v2/bonuses';
const PERSONAL_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const step1 = aBonusTemplate({
  step: 1,
  title: 'Welcome bonus +100%',
  conditions: { minDeposit: aUsd('10.00'), maxDeposit: aUsd('500.00') },
});

/** The server's quote: +100% within 10 to 500 USD of the amount sent (USD at par here). */
function quoteOf(url: URL): TDepositBonusQuote {
  const amount = url.searchParams.get('amount');
  const value = amount === null ? null : Number(amount);
  const matches = value === null || (value >= 10 && value <= 500);
  return {
    bonus: step1,
    matches,
    welcomeEnabled: true,
    depositAmount: amount === null ? null : aUsd(Number(amount).toFixed(2)),
    bonusAmount: amount !== null && matches ? aUsd(Number(amount).toFixed(2)) : null,
  };
}

function renderLine(amount?: string) {
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === QUOTE) return Promise.resolve(jsonResponse(quoteOf(url)));
    return fakeApi({
      [`GET ${LIST}`]: () =>
        jsonResponse(
          aBonusList({
            templates: [
              step1,
              aBonusTemplate({ id: PERSONAL_ID, kind: 'personal', title: 'VIP reload' }),
            ],
          }),
        ),
      [`GET ${LOYALTY}`]: () => jsonResponse(aBonusSettings()),
      [`POST ${LOYALTY}`]: () => jsonResponse(aBonusSettings({ isWelcomeEnabledFiat: false })),
    })(input, init);
  });
  const { Wrapper } = fakeAuthGate(true);
  return renderWithProviders(<DepositBonus channel="fiat" currency="USD" amount={amount} />, {
    wrapper: Wrapper,
  });
}

describe('deposit bonus line', () => {
  it('shows the bonus and the bonus money the amount earns', async () => {
    renderLine('120');
    await waitFor(() =>
      expect(screen.getByTestId('deposit-bonus-line')).toHaveTextContent(
        '+100% bonus: +120.00 USD',
      ),
    );
    const sent = fetchMock.mock.calls
      .map(([input]) => requestUrl(input))
      .find((url) => url.pathname === QUOTE && url.searchParams.has('amount'));
    expect(sent?.searchParams.get('channel')).toBe('fiat');
    expect(sent?.searchParams.get('currency')).toBe('USD');
  });

  it('says which amounts earn the bonus when this one does not', async () => {
    renderLine('5');
    await waitFor(() =>
      expect(screen.getByTestId('deposit-bonus-line')).toHaveTextContent(
        'Deposit from 10.00 USD to 500.00 USD to get +100%',
      ),
    );
  });

  it('saves the welcome switch for this channel and refetches the offers', async () => {
    renderLine('120');
    const toggle = await screen.findByTestId('deposit-welcome-switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    const quotes = callsTo(fetchMock, QUOTE);
    const lists = callsTo(fetchMock, LIST);
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, LOYALTY)).toContainEqual({ isWelcomeEnabledFiat: false }),
    );
    await waitFor(() => expect(callsTo(fetchMock, QUOTE)).toBeGreaterThan(quotes));
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBeGreaterThan(lists));
  });

  it('chooses a pending personal bonus for this channel', async () => {
    renderLine('120');
    const bonus = await screen.findByText('VIP reload');
    const row = bonus.closest('label');
    if (!row) throw new Error('no row');
    const toggle = within(row).getByTestId('deposit-personal-switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, LOYALTY)).toContainEqual({
        preferredFiat: { id: PERSONAL_ID, isEnabled: true },
      }),
    );
  });
});
