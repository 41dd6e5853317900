import { z } from 'zod';
import { defineEndpoint, ZPageMeta } from './http';
import { ZMoney } from './money';

/** How a currency is shown: `displayFormat` contains `{amount}`, e.g. `${amount}` or `{amount} ₽`. */
export const ZCurrencyRef = z.object({
  code: z.string(),
  displayFormat: z.string(),
  icon: z.string(),
});
export type TCurrencyRef = z.infer<typeof ZCurrencyRef>;

export const ZBalancePart = ZMoney.extend({ currency: ZCurrencyRef });
export type TBalancePart = z.infer<typeof ZBalancePart>;

export const ZUserBonus = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  amount: z.object({ value: z.string(), primaryPrecision: z.number().int() }),
  wager: z.object({ current: z.string(), total: z.string() }),
  isClaimed: z.boolean(),
  isCurrent: z.boolean(),
  isPersonal: z.boolean(),
  isFirst: z.boolean(),
});
export type TUserBonus = z.infer<typeof ZUserBonus>;

/**
 * The player's balance in their display currency: `total` is everything they own, `fiat` the
 * part that may leave through fiat methods.
 */
export const ZBalance = z.object({
  total: ZBalancePart,
  fiat: ZBalancePart,
  userBonuses: z.array(ZUserBonus),
});
export type TBalance = z.infer<typeof ZBalance>;

export const TRANSACTION_TYPES = ['deposit', 'buy', 'withdraw', 'sell'] as const;
export const TRANSACTION_STATUSES = [
  'waiting',
  'pending',
  'wait_for_confirmation',
  'timeouted',
  'pay_external_invoice',
  'completed',
  'declined',
  'disputed',
  'refund',
  'cancelled',
] as const;

export const ZTransaction = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  timestamp: z.iso.datetime(),
  originalAmount: z.object({
    value: z.string(),
    primaryValue: z.string(),
    primaryPrecision: z.number().int(),
    currency: z.object({ code: z.string(), displayFormat: z.string() }),
  }),
  externalId: z.string().nullable(),
  paymentDetails: z.string().nullable(),
  address: z.string().nullable(),
  senderBank: z.object({ method: z.string(), label: z.string() }).nullable(),
  cancellableUntil: z.iso.datetime().nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTransactionsQuery = z.object({
  is_pagination: z.enum(['true', 'false']).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const walletEndpoints = {
  balance: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/balance',
    response: ZBalance,
    summary: "The player's balance in their display currency",
    tags: ['wallet'],
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/api/v2/wallet/txns',
    query: ZTransactionsQuery,
    response: z.object({ items: z.array(ZTransaction), meta: ZPageMeta }),
    summary: "The player's payment transactions, newest first",
    tags: ['wallet'],
  }),
};

/** A crypto currency on one network, as the wallet's method buttons and forms need it. */
export const ZCryptoMethod = z.object({
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  iconBig: z.string(),
  network: z.string(),
  precision: z.number().int(),
  isFiat: z.literal(false),
  displayFormat: z.string(),
  minDepositAmount: z.string(),
  minWithdrawAmount: z.string(),
  withdrawAllowed: z.boolean(),
  addressFormat: z.string(),
  memoRequired: z.boolean(),
  valuePresets: z.array(z.string()),
  depositBonusAvailable: z.boolean(),
  depositBonus: z.string(),
  additionalProviders: z.array(z.string()),
});
export type TCryptoMethod = z.infer<typeof ZCryptoMethod>;

export const ZDepositAddressBody = z.object({
  /** A crypto method code, e.g. USDTTRC20. */
  currency: z.string().regex(/^[A-Z0-9_]{2,16}$/),
});

export const ZDepositAddress = z.object({
  address: z.string(),
  /** For networks that need one (TON): the memo to send with the transfer. */
  memo: z.string().nullable(),
  minAmount: z.string(),
});
export type TDepositAddress = z.infer<typeof ZDepositAddress>;

export const cryptoEndpoints = {
  methods: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/currencies/bonus',
    response: z.object({ items: z.array(ZCryptoMethod) }),
    summary: 'Crypto deposit and withdrawal methods',
    tags: ['wallet'],
  }),
  depositAddress: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/addresses',
    body: ZDepositAddressBody,
    response: ZDepositAddress,
    summary: "The player's stable deposit address for a currency and network",
    tags: ['wallet'],
  }),
};
