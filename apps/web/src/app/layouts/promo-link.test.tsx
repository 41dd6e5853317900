import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { aPromoCodeInfo } from '@/testing/promo-fixtures';
import { aUserBonus } from '@/testing/bonus-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthGateProvider } from '../auth-gate-provider';
import { AccountOverlays } from './account-overlays';

const fetchMock = stubFetch();
const WELCOME = aPromoCodeInfo({
  code: 'WELCOME10',
  title: 'Promo code: $10 bonus',
  conditions: { ...aPromoCodeInfo().conditions, amountMultiplier: '0', fixedAmount: null },
});

function renderLink(routes: Record<string, () => Response>, signedIn: boolean) {
  fetchMock.mockImplementation(
    fakeApi({
      ...(signedIn ? { 'GET /api/v1/me': jsonResponse(aMe()) } : {}),
      'GET /api/v2/promo-codes/welcome10': () => jsonResponse(WELCOME),
      ...routes,
    }),
  );
  return renderWithProviders(<AccountOverlays />, {
    path: '/games?promo=welcome10',
    wrapper: AuthGateProvider,
  });
}

describe('a promo link (?promo=CODE)', () => {
  it('offers a visitor the sign-up with the code filled in; a refusal shows on the promo field', async () => {
    const { router } = renderLink(
      {
        'POST /api/v1/auth/register': () => jsonResponse({ detail: 'promo_code_exhausted' }, 400),
      },
      false,
    );
    // The modal's code loads on first use.
    const modal = await screen.findByTestId('promo-available-modal', {}, { timeout: 5000 });
    expect(await within(modal).findByText('Your promo code is ready')).toBeInTheDocument();
    expect(await within(modal).findByTestId('promo-code-state')).toHaveTextContent('Available');
    expect(within(modal).queryByTestId('promo-modal-activate')).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByTestId('promo-modal-sign-up'));

    const form = await screen.findByTestId('register-form', {}, { timeout: 5000 });
    expect(within(form).getByTestId('auth-promo')).toHaveValue('WELCOME10');
    expect(router.state.location.search).toBe('');
    await userEvent.type(within(form).getByTestId('auth-email'), 'new@example.com');
    await userEvent.type(within(form).getByTestId('auth-password'), 'correct horse battery');
    await userEvent.click(within(form).getByTestId('auth-accept-terms'));
    await userEvent.click(within(form).getByTestId('auth-submit'));
    await waitFor(() =>
      expect(within(form).getByTestId('auth-promo')).toHaveAccessibleDescription(
        'This promo code has been used up.',
      ),
    );
    // The modal and the form load on first use: a slow machine needs longer.
  }, 20_000);

  it('lets a player activate the code right there', async () => {
    renderLink(
      { 'POST /api/v2/bonuses/promo': () => jsonResponse(aUserBonus({ title: WELCOME.title })) },
      true,
    );
    const modal = await screen.findByTestId('promo-available-modal', {}, { timeout: 5000 });
    await userEvent.click(await within(modal).findByTestId('promo-modal-activate'));
    await waitFor(() =>
      expect(screen.queryByTestId('promo-available-modal')).not.toBeInTheDocument(),
    );
    expect(bodiesSentTo(fetchMock, '/api/v2/bonuses/promo')).toEqual([{ code: 'WELCOME10' }]);
  });
});
