import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthGateProvider } from '@/app/auth-gate-provider';
import { aBonusList, aUserBonus } from '@/testing/bonus-fixtures';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { aPromoCodeInfo } from '@/testing/promo-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { getBonusesQueryOptions } from '../api/get-bonuses';
import { PromoCodeForm } from './promo-code-form';

const fetchMock = stubFetch();
const REDEEM = '/api/v2/bonuses/promo';

function renderForm(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(
    fakeApi({
      'GET /api/v1/me': jsonResponse(aMe()),
      ...routes,
    }),
  );
  return renderWithProviders(<PromoCodeForm />, { path: '/bonuses', wrapper: AuthGateProvider });
}

const typeCode = async (code: string) => {
  await userEvent.type(await screen.findByTestId('promo-code-input'), code);
};

// Typing and the first render are slow on a busy machine: the default 5 s is too tight.
describe('promo code field', { timeout: 15_000 }, () => {
  it.each([
    ['promo_code_not_found', 404, 'There is no such promo code.'],
    ['promo_code_expired', 409, 'This promo code has expired.'],
    ['promo_code_exhausted', 409, 'This promo code has been used up.'],
    ['promo_code_already_used', 409, 'You have already used this promo code.'],
    ['promo_code_bonus_active', 409, 'You already have a promo bonus'],
  ])('says why %s is refused, under the field', async (detail, status, message) => {
    renderForm({ [`POST ${REDEEM}`]: () => jsonResponse({ detail }, status) });
    await typeCode('summer2024');
    await userEvent.click(screen.getByTestId('promo-code-activate'));
    const form = screen.getByTestId('promo-code-form');
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(bodiesSentTo(fetchMock, REDEEM)).toEqual([{ code: 'SUMMER2024' }]);
  });

  it('activates a good code, clears the field and refreshes the bonus list', async () => {
    const { queryClient } = renderForm({
      [`POST ${REDEEM}`]: () => jsonResponse(aUserBonus({ title: 'Promo code: $10 bonus' })),
    });
    const listKey = getBonusesQueryOptions().queryKey;
    queryClient.setQueryData(listKey, aBonusList());
    await typeCode('welcome10');
    await userEvent.click(screen.getByTestId('promo-code-activate'));
    await waitFor(() => expect(screen.getByTestId('promo-code-input')).toHaveValue(''));
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a malformed code without asking the server', async () => {
    renderForm({});
    await typeCode('no spaces!');
    await userEvent.click(screen.getByTestId('promo-code-activate'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use letters, digits');
    expect(callsTo(fetchMock, REDEEM)).toBe(0);
  });

  it('checks a code: its terms in a modal, then activates it from there', async () => {
    renderForm({
      'GET /api/v2/promo-codes/RELOAD50': () => jsonResponse(aPromoCodeInfo()),
      [`POST ${REDEEM}`]: () => jsonResponse(aUserBonus({ status: 'pending' })),
    });
    await typeCode('reload50');
    await userEvent.click(screen.getByTestId('promo-code-check'));
    const modal = await screen.findByTestId('promo-info-modal');
    expect(within(modal).getByText('Promo code RELOAD50')).toBeInTheDocument();
    const terms = await within(modal).findByTestId('promo-code-terms');
    expect(within(terms).getByTestId('promo-code-gist')).toHaveTextContent('+50%');
    expect(terms).toHaveTextContent('x30');
    expect(terms).toHaveTextContent('10.00 USD to 200.00 USD');
    expect(terms).toHaveTextContent('72 h');
    expect(within(terms).getByTestId('promo-code-state')).toHaveTextContent('Available');
    await userEvent.click(within(modal).getByTestId('promo-modal-activate'));
    await waitFor(() => expect(screen.queryByTestId('promo-info-modal')).not.toBeInTheDocument());
    expect(bodiesSentTo(fetchMock, REDEEM)).toEqual([{ code: 'RELOAD50' }]);
  });

  it('checking an unknown code says so; an expired one shows its state and no activate', async () => {
    renderForm({
      'GET /api/v2/promo-codes/SUMMER2024': () =>
        jsonResponse(aPromoCodeInfo({ code: 'SUMMER2024', state: 'expired' })),
    });
    await typeCode('nope');
    await userEvent.click(screen.getByTestId('promo-code-check'));
    expect(await screen.findByTestId('promo-code-unknown')).toHaveTextContent(
      'There is no such promo code.',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(screen.getByTestId('promo-code-input'));
    await typeCode('summer2024');
    await userEvent.click(screen.getByTestId('promo-code-check'));
    expect(await screen.findByTestId('promo-code-state')).toHaveTextContent('Expired');
    expect(screen.queryByTestId('promo-modal-activate')).not.toBeInTheDocument();
  });

  it('shows a failed lookup with a retry', async () => {
    renderForm({
      'GET /api/v2/promo-codes/RELOAD50': () => jsonResponse({ detail: 'internal_error' }, 500),
    });
    await typeCode('reload50');
    await userEvent.click(screen.getByTestId('promo-code-check'));
    expect(await screen.findByTestId('promo-code-error')).toBeInTheDocument();
  });
});
