import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { aCryptoMethod, someCryptoMethods } from '@/testing/crypto-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletNavigation, walletViewStore } from '../model/wallet-views';
import { PaymentMethods } from './payment-methods';

const METHODS = '/api/v1/wallet/currencies/bonus';
const FIAT_METHODS = '/api/v2/wallet/orders/conditions';
const fetchMock = stubFetch();
const webBuild = env.features.telegramBuild;

const serveMethods = (items = someCryptoMethods()) =>
  fetchMock.mockImplementation(
    fakeApi({
      [METHODS]: () => jsonResponse({ items }),
      [FIAT_METHODS]: () => jsonResponse({ items: [] }),
    }),
  );

const withProviders = () => [
  aCryptoMethod({ additionalProviders: ['cryptobot'] }),
  aCryptoMethod({ code: 'TON', name: 'Toncoin', network: 'TON', additionalProviders: ['xrocket'] }),
];

beforeEach(() => {
  Object.assign(env.features, { telegramBuild: true });
});
afterEach(() => {
  Object.assign(env.features, { telegramBuild: webBuild });
  walletNavigation.reset();
});

describe('PaymentMethods in the Telegram-bot build', () => {
  it('adds the Crypto Bot and Telegram wallet buttons after the crypto methods', async () => {
    serveMethods(withProviders());
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="deposit" />);

    const cryptoBot = await screen.findByTestId('bot-pay-cryptobot');
    expect(cryptoBot).toHaveTextContent('Crypto Bot');
    expect(screen.getByTestId('bot-pay-xrocket')).toHaveTextContent('xRocketTG wallet');

    await user.click(cryptoBot);
    expect(walletViewStore.getView()).toEqual({ name: 'crypto-bot-deposit' });
    await user.click(screen.getByTestId('bot-pay-xrocket'));
    expect(walletViewStore.getView()).toEqual({ name: 'x-rocket' });
  });

  it('shows only the providers some method lists', async () => {
    serveMethods([
      aCryptoMethod({ additionalProviders: ['cryptobot'] }),
      aCryptoMethod({ code: 'BTC' }),
    ]);
    renderWithProviders(<PaymentMethods side="deposit" />);

    expect(await screen.findByTestId('bot-pay-cryptobot')).toBeInTheDocument();
    expect(screen.queryByTestId('bot-pay-xrocket')).not.toBeInTheDocument();
  });

  it('shows no chat-bot button when no method lists a provider', async () => {
    serveMethods();
    renderWithProviders(<PaymentMethods side="deposit" />);

    await screen.findByTestId('crypto-method-USDTTRC20');
    expect(screen.queryByTestId('bot-pay-cryptobot')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bot-pay-xrocket')).not.toBeInTheDocument();
  });

  it('keeps them off the withdraw tab', async () => {
    serveMethods(withProviders());
    renderWithProviders(<PaymentMethods side="withdraw" />);

    await screen.findByTestId('crypto-method-USDTTRC20');
    expect(screen.queryByTestId('bot-pay-cryptobot')).not.toBeInTheDocument();
  });
});

describe('PaymentMethods in the web build', () => {
  it('shows no chat-bot button even when methods list providers', async () => {
    Object.assign(env.features, { telegramBuild: false });
    serveMethods(withProviders());
    renderWithProviders(<PaymentMethods side="deposit" />);

    await screen.findByTestId('crypto-method-USDTTRC20');
    expect(screen.queryByTestId('bot-pay-cryptobot')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bot-pay-xrocket')).not.toBeInTheDocument();
  });
});
