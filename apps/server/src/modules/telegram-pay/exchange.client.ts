import type { TExchangeCurrency } from '@aurum/contracts/wallet';
import { z } from 'zod';
import type { TProviderTransport } from './http-transport';
import { callProvider, type TEnvelope } from './provider';

/**
 * The exchange service of the Telegram build: which currencies the Telegram wallet can send,
 * and a wallet link that sends one to an address. Read-only: it moves no money of ours.
 */
export interface ExchangeService {
  availableCurrencies(): Promise<TExchangeCurrency[]>;
  /** `currency` in the Telegram wallet's code (USDT, TONCOIN), `network` ours (TRX, TON). */
  withdrawalLink(input: { currency: string; network: string; address: string }): Promise<string>;
}

/** Every answer: `{data: ...}`; anything else is an error (with `detail` or `message`). */
function envelope(body: unknown): TEnvelope | undefined {
  const parsed = z
    .object({
      data: z.unknown().optional(),
      detail: z.string().optional(),
      message: z.string().optional(),
    })
    .safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.data === undefined
    ? { ok: false, reason: parsed.data.detail ?? parsed.data.message }
    : { ok: true, result: parsed.data.data };
}

const ZCurrencies = z.object({
  results: z.array(
    z.object({
      currency: z.string(),
      name: z.string(),
      minWithdraw: z.union([z.string(), z.number()]).transform(String),
    }),
  ),
});

/** The exchange service over HTTP: `GET currencies/available`, `GET withdrawal-link`. */
export function createExchangeClient(deps: { transport: TProviderTransport }): ExchangeService {
  const get = <TSchema extends z.ZodType>(path: string, schema: TSchema) =>
    callProvider(
      deps.transport,
      { method: 'GET', path, headers: {} },
      { name: 'exchange', envelope, schema },
    );
  return {
    async availableCurrencies() {
      return (await get('/currencies/available', ZCurrencies)).results;
    },
    async withdrawalLink(input) {
      const query = new URLSearchParams(input).toString();
      const { telegramAppLink } = await get(
        `/withdrawal-link?${query}`,
        z.object({ telegramAppLink: z.string() }),
      );
      return telegramAppLink;
    },
  };
}
