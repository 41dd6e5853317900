import type { TFiatMethod } from '@aurum/contracts/wallet';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { aFiatMethod, aFiatSide, ORDER_ID } from '@/testing/fiat-fixtures';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletNavigation, walletViewStore } from '../../model/wallet-views';
import { FiatAdditionalDetailsView } from './fiat-additional-details-view';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const FIAT = '/api/v2/wallet/orders/conditions';
const CREATE = '/api/v2/wallet/orders/buy';
const fetchMock = stubFetch();

afterEach(() => walletNavigation.reset());

function withFields(
  required: NonNullable<TFiatMethod['buy']>['externalDetailsFields']['required'],
  optional: NonNullable<TFiatMethod['buy']>['externalDetailsFields']['optional'] = [],
) {
  const method = aFiatMethod({ buy: aFiatSide({ externalDetailsFields: { required, optional } }) });
  fetchMock.mockImplementation(
    fakeApi({
      [FIAT]: () => jsonResponse({ items: [method] }),
      [`POST ${CREATE}`]: () => jsonResponse({ id: ORDER_ID }, 201),
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<FiatAdditionalDetailsView methodId="rub-card" amount="5000" />);
  return user;
}

const field = (kind: string) => screen.findByTestId<HTMLInputElement>(`payment-field-${kind}`);
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByTestId('fiat-details-submit'));
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('FiatAdditionalDetailsView', () => {
  it('shows the amount and asks for each field the method needs', async () => {
    withFields(['first_name', 'last_name'], ['email']);
    expect(await screen.findByTestId('fiat-details-amount')).toHaveTextContent('5,000 ₽');
    expect(await field('first_name')).toBeInTheDocument();
    expect(await field('last_name')).toBeInTheDocument();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  it('requires the required fields', async () => {
    const user = withFields(['first_name', 'last_name'], ['email']);
    await field('first_name');
    await submit(user);
    expect(alerts()).toEqual(['Required field', 'Required field']);
    expect(bodiesSentTo(fetchMock, CREATE)).toEqual([]);
  });

  it('checks a card of 16 digits, an expiry month and a four-digit year', async () => {
    const user = withFields(['card', 'expiration_month', 'expiration_year']);
    const card = await field('card');
    await user.type(card, '4111 1111 11');
    // Digits only, grouped by four as typed.
    expect(card).toHaveValue('4111 1111 11');
    await user.type(await field('expiration_month'), '13');
    await user.type(await field('expiration_year'), '31');
    await submit(user);
    expect(alerts()).toEqual([
      'The card number must have 16 digits',
      'Invalid format',
      'Invalid format',
    ]);

    await user.type(card, 'ab111111');
    expect(card).toHaveValue('4111 1111 1111 1111');
    await user.clear(await field('expiration_month'));
    await user.type(await field('expiration_month'), '09');
    await user.clear(await field('expiration_year'));
    await user.type(await field('expiration_year'), '2031');
    await submit(user);

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, CREATE)).toEqual([
        {
          amount: '5000',
          bankId: 'rub-card',
          callbackUrl: '/',
          externalFields: {
            card: '4111111111111111',
            expiration_month: '09',
            expiration_year: '2031',
          },
        },
      ]),
    );
    expect(walletViewStore.getView()).toEqual({
      name: 'fiat-deposit-details',
      orderId: ORDER_ID,
      step: 'waiting',
    });
  });

  it('checks a phone number with its country', async () => {
    const user = withFields(['phone']);
    const phone = await field('phone');
    // The method is in roubles: the picker starts on Russia.
    expect(phone).toHaveValue('+7');
    await user.type(phone, '900123');
    await submit(user);
    expect(alerts()).toEqual(['Enter a valid phone number']);

    await user.type(phone, '4567');
    await waitFor(() => expect(alerts()).toEqual([]));
    await submit(user);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, CREATE)).toMatchObject([
        { externalFields: { phone: '+79001234567' } },
      ]),
    );
  });

  it('takes a Latin full name only', async () => {
    const user = withFields(['full_name_latin']);
    const name = await field('full_name_latin');
    await user.type(name, 'Иван Петров');
    await submit(user);
    expect(alerts()).toEqual(['Use Latin letters, spaces and hyphens only']);

    await user.clear(name);
    await user.type(name, 'Jan Kowalski-Nowak');
    await submit(user);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, CREATE)).toMatchObject([
        { externalFields: { full_name_latin: 'Jan Kowalski-Nowak' } },
      ]),
    );
  });
});
