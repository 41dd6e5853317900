import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZDecimalAmount } from './money';

/**
 * TON Connect deposits (the wallet's crypto-deposit-ton view): the player's own TON wallet sends
 * the transfer, and the platform credits it once it sees it on chain. The provider's name as a
 * Toncoin-network method's `additionalProviders` lists it.
 */
export const TON_CONNECT_PROVIDER = 'tonconnect';

/** Spec 9 "TON": what a TON Connect transfer carries. */
export const TON_TRANSFER = {
  /** The transaction's validUntil is now plus this. */
  validitySeconds: 360,
  /** A jetton transfer's forward_ton_amount, in TON (to the recipient's notification). */
  forwardAmountTon: '0.01',
  /** The TON attached to a jetton transfer message (pays its fees), in nanotons. */
  jettonMessageNano: '100000000',
  /** Mainnet and testnet as TON Connect names them. */
  networks: { mainnet: '-239', testnet: '-3' },
} as const;

/** Decimals of each TON-network method's asset (spec 9: 1e9 for TON and NOT, 1e6 for USDTTON). */
export const TON_DECIMALS: Readonly<Record<string, number>> = {
  TON: 9,
  NOT: 9,
  DOGS: 9,
  USDTTON: 6,
};

export const ZTonDepositBody = z.object({
  /** A Toncoin-network method code (TON, USDTTON, NOT). */
  currency: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  provider: z.literal(TON_CONNECT_PROVIDER),
  /** In the method's currency, at least its minDepositAmount. */
  amount: ZDecimalAmount,
});

/**
 * A TON Connect deposit the player is about to send: transfer `amount` of `currency` to
 * `address` with `comment` (unique to this deposit; how the platform matches the transfer), as
 * plain TON or, when `jettonMaster` is set, as a jetton transfer from the player's own jetton
 * wallet of that master. `validUntil` (unix seconds) is the transaction's validity.
 */
export const ZTonDeposit = z.object({
  id: z.string(),
  provider: z.literal(TON_CONNECT_PROVIDER),
  currency: z.string(),
  amount: z.string(),
  /** The platform's deposit wallet, user-friendly form. */
  address: z.string(),
  comment: z.string(),
  /** Null for Toncoin itself. */
  jettonMaster: z.string().nullable(),
  decimals: z.number().int(),
  validUntil: z.number().int(),
  network: z.enum([TON_TRANSFER.networks.mainnet, TON_TRANSFER.networks.testnet]),
});
export type TTonDeposit = z.infer<typeof ZTonDeposit>;

export const TON_DEPOSIT_STATUSES = ['pending', 'credited', 'expired'] as const;
export const ZTonDepositState = z.object({
  id: z.string(),
  status: z.enum(TON_DEPOSIT_STATUSES),
  /** The credited transfer's hash once seen on chain. */
  txHash: z.string().nullable(),
  /** What was credited, in the method's currency (may differ from what was asked). */
  creditedAmount: z.string().nullable(),
});
export type TTonDepositState = z.infer<typeof ZTonDepositState>;

/**
 * What the web needs to talk to TON: the network, the TON API (toncenter v3 protocol) it reads
 * wallet balances and jetton wallet addresses from, the TON Connect manifest, and whether the
 * sandbox wallet (which plays a player's wallet against the sandbox chain) may be offered.
 */
export const ZTonConfig = z.object({
  enabled: z.boolean(),
  network: z.enum([TON_TRANSFER.networks.mainnet, TON_TRANSFER.networks.testnet]),
  apiUrl: z.string(),
  manifestUrl: z.string(),
  sandboxWallet: z.boolean(),
  /**
   * The jetton master of each jetton method (USDTTON, NOT), so the web can read the player's
   * holding before a deposit exists. A method missing here shows no holding until the deposit's
   * own `jettonMaster` is known.
   */
  jettonMasters: z.record(z.string(), z.string()).optional(),
});
export type TTonConfig = z.infer<typeof ZTonConfig>;

export const tonEndpoints = {
  /** `POST /api/v1/wallet/addresses` with provider tonconnect: a deposit to send from the wallet. */
  deposit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/addresses',
    body: ZTonDepositBody,
    response: ZTonDeposit,
    summary: 'A TON Connect deposit: where to send, with which comment, valid until when',
    tags: ['wallet'],
  }),
  depositState: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/ton-deposits/:id',
    params: z.object({ id: z.uuid() }),
    response: ZTonDepositState,
    summary: "A TON Connect deposit's state (the player's own only)",
    tags: ['wallet'],
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/v1/telegram/ton/config',
    response: ZTonConfig,
    summary: 'TON network, API and TON Connect manifest for the web',
    tags: ['telegram'],
  }),
};
