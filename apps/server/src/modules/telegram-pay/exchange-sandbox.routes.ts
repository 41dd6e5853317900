import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { App } from '../../lib/http';
import { TELEGRAM_WALLET_NETWORKS } from './currency-map';

/** Where the sandbox exchange service lives (outside production only). */
export const EXCHANGE_SANDBOX_ROOT = '/api/sandbox/exchange';

const CURRENCIES = [
  { currency: 'USDT', name: 'Tether', minWithdraw: '1' },
  { currency: 'TONCOIN', name: 'Toncoin', minWithdraw: '0.5' },
  { currency: 'USDC', name: 'USD Coin', minWithdraw: '1' },
];

const ZLinkQuery = z.object({
  currency: z.enum(CURRENCIES.map((entry) => entry.currency) as [string, ...string[]]),
  network: z.enum([...new Set(Object.values(TELEGRAM_WALLET_NETWORKS))] as [string, ...string[]]),
  address: z.string().regex(/^[A-Za-z0-9_:-]{8,128}$/),
});

/**
 * The sandbox exchange service: its currency list and Telegram wallet links in the service's
 * `{data}` answers. The link only names what the wallet would send; the deposit itself reaches
 * the platform through the sandbox chain like any transfer.
 */
export function exchangeSandboxRoutes(app: App) {
  app.route({
    method: 'GET',
    url: `${EXCHANGE_SANDBOX_ROOT}/currencies/available`,
    schema: { summary: 'Sandbox exchange service: currencies available', tags: ['sandbox'] },
    handler: () => Promise.resolve({ data: { results: CURRENCIES } }),
  });

  app.route({
    method: 'GET',
    url: `${EXCHANGE_SANDBOX_ROOT}/withdrawal-link`,
    schema: {
      querystring: z.looseObject({}),
      summary: 'Sandbox exchange service: a Telegram wallet withdrawal link',
      tags: ['sandbox'],
    },
    handler(request) {
      const query = ZLinkQuery.safeParse(request.query);
      if (!query.success) return Promise.reject(new AppError('invalid_params', 400));
      const start = Buffer.from(JSON.stringify(query.data)).toString('base64url');
      return Promise.resolve({
        data: { telegramAppLink: `https://t.me/wallet?startattach=${start}` },
      });
    },
  });
}
