import { z } from 'zod';
import { defineEndpoint, ZIdempotentHeaders, ZPageMeta } from './http';
import { ZDecimalAmount, ZMoney } from './money';

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
  /**
   * Telegram build: the chat-bot provider (`cryptobot`, `xrocket`) that carried it; `address`
   * is then the player's account with it, not a chain address. Null for everything else.
   */
  provider: z.string().nullable().default(null),
  /** An incoming chain transfer: blocks seen so far and blocks needed before it is credited. */
  confirmations: z
    .object({ current: z.number().int(), required: z.number().int() })
    .nullable()
    .default(null),
});
export type TTransaction = z.infer<typeof ZTransaction>;

/** Why a deposit was declined, as `paymentDetails` carries it: `below_minimum:<amount>`. */
export const BELOW_MINIMUM_PREFIX = 'below_minimum:';

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

/** The chat-bot payment providers of the Telegram build, as `additionalProviders` names them. */
export const BOT_PAY_PROVIDERS = ['cryptobot', 'xrocket'] as const;
export type TBotPayProvider = (typeof BOT_PAY_PROVIDERS)[number];

/** The crypto method a chat-bot deposit form starts on. */
export const DEFAULT_BOT_PAY_CURRENCY = 'USDTTRC20';

export const ZDepositAddressBody = z.object({
  /** A crypto method code, e.g. USDTTRC20. */
  currency: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  /**
   * Telegram build: a chat-bot provider (one of BOT_PAY_PROVIDERS) takes the deposit as an
   * invoice of `amount` instead of an address; the answer is then a ZBotInvoice.
   */
  provider: z.string().max(32).optional(),
  /** With `provider`: the amount in the method's currency, at least its minDepositAmount. */
  amount: ZDecimalAmount.optional(),
});

export const ZBotDepositBody = z.object({
  currency: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  provider: z.enum(BOT_PAY_PROVIDERS),
  amount: ZDecimalAmount,
});

/** A chat-bot invoice: the player pays it in Telegram at `redirectUrl`. */
export const ZBotInvoice = z.object({
  id: z.string(),
  provider: z.enum(BOT_PAY_PROVIDERS),
  redirectUrl: z.string(),
  amount: z.string(),
  currency: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TBotInvoice = z.infer<typeof ZBotInvoice>;

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
  /** The same call with a chat-bot provider (Telegram build): an invoice to pay in the bot. */
  botDeposit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/addresses',
    body: ZBotDepositBody,
    response: ZBotInvoice,
    summary: 'A chat-bot invoice (Crypto Pay, xRocket) for a crypto deposit',
    tags: ['wallet'],
  }),
};

const ZMethodCode = z.string().regex(/^[A-Z0-9_]{2,16}$/);

/** A currency the exchange service can send from the Telegram wallet. */
export const ZExchangeCurrency = z.object({
  /** The Telegram wallet's code: USDT, TONCOIN, USDC... */
  currency: z.string(),
  name: z.string(),
  minWithdraw: z.string(),
});
export type TExchangeCurrency = z.infer<typeof ZExchangeCurrency>;

/** A top-up from the Telegram wallet to the player's deposit address of a crypto method. */
export const ZWalletTopUpLink = z.object({
  telegramAppLink: z.string(),
  /** The player's deposit address the wallet sends to. */
  address: z.string(),
  currency: z.string(),
  network: z.string(),
});
export type TWalletTopUpLink = z.infer<typeof ZWalletTopUpLink>;

/**
 * The exchange service of the Telegram build (spec `withdrawal-link`, `currencies/available`),
 * through the platform: it fills in the player's own deposit address.
 */
export const exchangeEndpoints = {
  currencies: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/exchange/currencies',
    response: z.object({ items: z.array(ZExchangeCurrency) }),
    summary: 'Currencies the Telegram wallet can top up with (exchange service)',
    tags: ['wallet'],
  }),
  withdrawalLink: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/exchange/withdrawal-link',
    query: z.object({ currency: ZMethodCode }),
    response: ZWalletTopUpLink,
    summary: "A Telegram wallet link sending a method's currency to the player's deposit address",
    tags: ['wallet'],
  }),
};

/** A withdrawal address the player sent to before, offered as a suggestion. */
export const ZRecentAddress = z.object({
  address: z.string(),
  memo: z.string().nullable(),
});
export type TRecentAddress = z.infer<typeof ZRecentAddress>;

export const ZWithdrawFeeQuery = z.object({
  amount: ZDecimalAmount,
});

/**
 * For a withdrawal of `amount` (in the method's currency): the fee taken from it, and the
 * smallest and largest amount the player may withdraw now (largest: the balance, the daily
 * limit and the per-withdrawal cap, whichever is least). Decimal strings in the currency.
 */
export const ZWithdrawFee = z.object({
  fee: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});
export type TWithdrawFee = z.infer<typeof ZWithdrawFee>;

/** The crypto withdraw draft of the spec, as sent. */
export const ZCryptoWithdrawBody = z.object({
  currency: ZMethodCode,
  /** Required for a chain withdrawal; none with a chat-bot provider (the player's Telegram account). */
  address: z.string().trim().max(128).default(''),
  amount: ZDecimalAmount,
  memo: z.string().trim().max(64).optional().nullable(),
  /** A chat-bot provider (`cryptobot`, Telegram build); empty or absent: a chain withdrawal. */
  provider: z.string().max(32).optional().nullable(),
});
export type TCryptoWithdrawBody = z.infer<typeof ZCryptoWithdrawBody>;

/**
 * Withdrawals are open once the player's deposits are wagered as the operator requires.
 * Amounts in the account currency. `verifyProfile`: an incomplete profile (first name, last
 * name, gender, birth date) blocks withdrawal too. Blocked: 422 `{detail: 'wager', required,
 * wagered, remaining, currency}`.
 */
export const ZWagerStatus = z.object({
  required: z.string(),
  wagered: z.string(),
  currency: z.string(),
  verifyProfile: z.boolean(),
  /** First name, last name, gender and birth date are all present. */
  profileComplete: z.boolean(),
});
export type TWagerStatus = z.infer<typeof ZWagerStatus>;

/** Error details of the withdraw call beyond the spec's catalogue: the profile is incomplete. */
export const PERSONAL_DATA_REQUIRED = 'personal_data_required';

export const withdrawEndpoints = {
  recentAddresses: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/addresses/:currency',
    params: z.object({ currency: ZMethodCode }),
    response: z.object({ items: z.array(ZRecentAddress) }),
    summary: "The player's recent withdrawal addresses for a method, newest first",
    tags: ['wallet'],
  }),
  fee: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/currencies/:code/withdraw_fee',
    params: z.object({ code: ZMethodCode }),
    query: ZWithdrawFeeQuery,
    response: ZWithdrawFee,
    summary: 'Fee and bounds of a withdrawal',
    tags: ['wallet'],
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/txns/withdraw',
    body: ZCryptoWithdrawBody,
    headers: ZIdempotentHeaders,
    response: ZTransaction,
    summary: 'Withdraw crypto: the money is reserved at once and sent after the cancel window',
    tags: ['wallet'],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/txns/cancel/:id',
    params: z.object({ id: z.uuid() }),
    response: ZTransaction,
    summary: 'Cancel a pending withdrawal while it is cancellable; the money returns',
    tags: ['wallet'],
  }),
  wager: defineEndpoint({
    method: 'GET',
    path: '/api/v2/wallet/wager',
    response: ZWagerStatus,
    summary: 'Whether withdrawals are open (deposits wagered as required)',
    tags: ['wallet'],
  }),
};

/** A currency a player can display balances in and pick in the wallet's selector. */
export const ZDisplayCurrency = z.object({
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  displayFormat: z.string(),
  isFiat: z.boolean(),
});
export type TDisplayCurrency = z.infer<typeof ZDisplayCurrency>;

export const displayCurrencyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/currencies',
    response: z.object({ items: z.array(ZDisplayCurrency) }),
    summary: 'Currencies a player can display balances in',
    tags: ['wallet'],
  }),
};

export const FIAT_METHOD_KINDS = [
  'p2p',
  'account_number',
  'sbp',
  'mpayment',
  'blik',
  'cross_border',
  'others',
] as const;

/** Detail field kinds a payment form may ask for (spec 3, "Payment form field kinds"). */
export const PAYMENT_FIELD_KINDS = [
  'name',
  'card',
  'phone',
  'first_name',
  'last_name',
  'email',
  'account_number_online_banking_ph',
  'full_name',
  'month',
  'year',
  'cvc',
  'holder',
  'person_id',
  'full_name_latin',
  'expiration_month',
  'expiration_year',
] as const;
export const ZPaymentFieldKind = z.enum(PAYMENT_FIELD_KINDS);

/** A fee schedule tier: from `from` (decimal, in the method's currency) the fee is `fee` × amount. */
export const ZFeeLevel = z.object({ from: z.string(), fee: z.string() });

export const ZSubbank = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  priority: z.number().int(),
});

/** One side (buy = deposit, sell = withdraw) of a fiat method. Amounts are decimal strings. */
export const ZFiatMethodSide = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  externalDetailsFields: z.object({
    required: z.array(ZPaymentFieldKind),
    optional: z.array(ZPaymentFieldKind),
  }),
  multiplyOrdersAllowed: z.boolean(),
  levels: z.array(ZFeeLevel),
  subbanks: z.array(ZSubbank),
  priority: z.number().int(),
  /** Amount buttons on the deposit form. */
  valuePresets: z.array(z.string()),
});

export const ZFiatMethod = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  method: z.enum(FIAT_METHOD_KINDS),
  currency: z.object({ code: z.string(), displayFormat: z.string(), precision: z.number().int() }),
  icon: z.string(),
  iconBig: z.string(),
  priority: z.number().int(),
  /** Null: the method does not take deposits (or withdrawals). */
  buy: ZFiatMethodSide.nullable(),
  sell: ZFiatMethodSide.nullable(),
});
export type TFiatMethod = z.infer<typeof ZFiatMethod>;

export const fiatEndpoints = {
  conditions: defineEndpoint({
    method: 'GET',
    path: '/api/v2/wallet/orders/conditions',
    response: z.object({ items: z.array(ZFiatMethod) }),
    summary: 'Fiat (bank-type) payment methods with their limits, fields and fees',
    tags: ['wallet'],
  }),
};

export const FIAT_ORDER_STATUSES = [
  'waiting',
  'pending',
  'wait_for_confirmation',
  'timeouted',
  'pay_external_invoice',
  'completed',
  'declined',
  'disputed',
  'refund',
] as const;

/** Detail values keyed by field kind (card, phone, name...), as the forms send them. */
export const ZExternalFields = z.partialRecord(ZPaymentFieldKind, z.string().trim().max(200));

export const ZBuyOrderBody = z.object({
  amount: ZDecimalAmount,
  bankId: z.string().min(1).max(64),
  externalFields: ZExternalFields.optional(),
  /** Where an external invoice returns the player; same-origin paths only. */
  callbackUrl: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/)
    .optional(),
});

/**
 * A fiat deposit order as the details view shows it: where to pay (bank details) until
 * `details.expiredAt` seconds from now, or an external invoice `url` opened per `target`.
 */
export const ZBuyOrder = z.object({
  id: z.string(),
  status: z.enum(FIAT_ORDER_STATUSES),
  url: z.string().nullable(),
  /** The fiat method's id (what "retry" reopens). */
  bankId: z.string(),
  bankMethod: z.string(),
  valueFrom: z.string(),
  currencyFrom: z.object({ code: z.string(), displayFormat: z.string() }),
  details: z.object({
    /** Seconds until the order expires; 0 once expired. */
    expiredAt: z.number().int().min(0),
    paymentDetails: z.object({
      card: z.string().nullable(),
      phone: z.string().nullable(),
      bankName: z.string().nullable(),
      name: z.string().nullable(),
      recipientBank: z.object({ name: z.string() }).nullable(),
      senderBank: z.object({ method: z.string(), label: z.string() }).nullable(),
    }),
  }),
  /** Set when a dispute changed the invoice amount. */
  additonalAmountChange: z.string().nullable(),
  meta: z.object({
    external_info: z.object({ target: z.enum(['parent', 'blank', 'frame']) }).nullable(),
  }),
});
export type TBuyOrder = z.infer<typeof ZBuyOrder>;

/** An uploaded image as the forms send it: a data URL of at most 5 MB. */
export const ZUploadedImage = z.object({
  fileName: z.string().trim().min(1).max(200),
  fileContent: z
    .string()
    .max(7_200_000)
    .regex(/^data:[\w/+.-]+;base64,/),
});

export const ZPaidBody = ZUploadedImage.extend({
  /** The payer's name as on their bank account. */
  name: z.string().trim().min(1).max(120),
});

export const DISPUTE_OPTIONS = ['CHANGE_INVOICE', 'REPAY'] as const;
export const ZDisputeBody = z.object({
  image: ZUploadedImage.extend({ name: z.string().trim().min(1).max(120) }),
  acceptOption: z.enum(DISPUTE_OPTIONS),
  /** For CHANGE_INVOICE: the amount actually paid. */
  amount: ZDecimalAmount.optional(),
  comment: z.string().trim().min(1).max(2000),
  problem: z.string().trim().min(1).max(200),
});

export const ZSellOrderBody = z.object({
  amount: ZDecimalAmount,
  bankId: z.string().min(1).max(64),
  subbankId: z.string().max(64).optional(),
  details: ZExternalFields,
});

export const ZSavedDetails = z.object({
  items: z.array(z.object({ id: z.string(), details: ZExternalFields })),
});

const ZOrderParams = z.object({ id: z.uuid() });

export const orderEndpoints = {
  createBuy: defineEndpoint({
    method: 'POST',
    path: '/api/v2/wallet/orders/buy',
    body: ZBuyOrderBody,
    headers: ZIdempotentHeaders,
    response: z.object({ id: z.string() }),
    summary: 'Open a fiat deposit order',
    tags: ['wallet'],
  }),
  notExpired: defineEndpoint({
    method: 'GET',
    path: '/api/v2/wallet/orders/not-expired',
    query: z.object({ bank_id: z.string().min(1).max(64) }),
    response: z.object({ order: ZBuyOrder.nullable() }),
    summary: "The player's open deposit order for a method, if any",
    tags: ['wallet'],
  }),
  buyOrder: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/orders/buy/:id',
    params: ZOrderParams,
    response: ZBuyOrder,
    summary: 'One fiat deposit order',
    tags: ['wallet'],
  }),
  paid: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/orders/buy/:id/paid',
    params: ZOrderParams,
    body: ZPaidBody,
    response: ZBuyOrder,
    summary: 'The player says they paid, with the payer name and a proof image',
    tags: ['wallet'],
  }),
  dispute: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/orders/buy/:id/dispute',
    params: ZOrderParams,
    body: ZDisputeBody,
    response: ZBuyOrder,
    summary: 'Dispute a deposit order (timeouted, pending, declined or awaiting confirmation)',
    tags: ['wallet'],
  }),
  createSell: defineEndpoint({
    method: 'POST',
    path: '/api/v2/wallet/orders/sell',
    body: ZSellOrderBody,
    headers: ZIdempotentHeaders,
    response: ZTransaction,
    summary: 'Withdraw through a fiat method: the amount and fee are reserved at once',
    tags: ['wallet'],
  }),
  savedDetails: defineEndpoint({
    method: 'GET',
    path: '/api/v2/wallet/orders/sell/saved',
    query: z.object({ bankId: z.string().min(1).max(64) }),
    response: ZSavedDetails,
    summary: 'Detail sets the player withdrew to before through a method',
    tags: ['wallet'],
  }),
  cancelSell: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/orders/sell/:id/cancel',
    params: ZOrderParams,
    response: ZTransaction,
    summary: 'Cancel a pending fiat withdrawal while cancellable; the money returns',
    tags: ['wallet'],
  }),
};
