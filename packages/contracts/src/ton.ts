import { z } from 'zod';
import { ZPageQuery } from './admin';
import { defineEndpoint, ZPageMeta } from './http';
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

/** A TON address in any form the chain's tools accept (user-friendly or raw `0:<hex>`). */
const ZTonAddress = z.string().min(48).max(70);

/** One message of a TON Connect `sendTransaction` request. */
export const ZTonMessage = z.object({
  address: ZTonAddress,
  /** Nanotons, a decimal string. */
  amount: z.string().regex(/^\d{1,20}$/),
  /** Base64 BOC of the message body: a text comment or a jetton transfer. */
  payload: z.string().max(4096).optional(),
  stateInit: z.string().max(4096).optional(),
});

/** TON Connect's `sendTransaction` request, as the sandbox wallet takes it. */
export const ZTonSendRequest = z.object({
  /** Unix seconds; a request past it is refused. */
  validUntil: z.number().int(),
  network: z.enum([TON_TRANSFER.networks.mainnet, TON_TRANSFER.networks.testnet]).optional(),
  from: z.string().optional(),
  messages: z.array(ZTonMessage).min(1).max(4),
});
export type TTonSendRequest = z.infer<typeof ZTonSendRequest>;

/** A sandbox wallet's balances: TON and each configured jetton, in minor units (decimal strings). */
export const ZSandboxTonBalances = z.object({
  address: z.string(),
  /** By asset: `TON`, or a jetton master's user-friendly address. */
  balances: z.record(z.string(), z.string()),
});

export const sandboxTonEndpoints = {
  /**
   * The sandbox chain plays the player's wallet: signs and sends a TON Connect transaction from
   * `address` (new sandbox wallets start with a demo balance). Answers `{boc}` like a wallet.
   */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/ton/wallets/:address/send',
    params: z.object({ address: ZTonAddress }),
    body: ZTonSendRequest,
    response: z.object({ boc: z.string() }),
    summary: 'Sandbox TON wallet: send a TON Connect transaction',
    tags: ['sandbox'],
  }),
  fund: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/ton/wallets/:address/fund',
    params: z.object({ address: ZTonAddress }),
    body: z.object({
      /** `TON`, a jetton method code (USDTTON, NOT) or a jetton master address. */
      asset: z.string().min(2).max(70),
      /** Minor units of the asset. */
      amount: z.string().regex(/^\d{1,20}$/),
    }),
    response: ZSandboxTonBalances,
    summary: 'Sandbox TON wallet: add to its balance',
    tags: ['sandbox'],
  }),
  watch: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/ton/watch',
    body: z.object({
      laterSeconds: z
        .number()
        .int()
        .min(0)
        .max(30 * 86_400)
        .default(0),
    }),
    response: z.object({
      credited: z.number().int(),
      recorded: z.number().int(),
      expired: z.number().int(),
    }),
    summary: 'Sandbox: run the TON deposit watcher now (as if laterSeconds had passed, for expiry)',
    tags: ['sandbox'],
  }),
};

/**
 * What became of a transfer to the deposit wallet: credited to its deposit, or kept for
 * operators and never credited (no deposit has its comment, the deposit asked for another asset,
 * expired or was already credited, or less than the minimum arrived).
 */
export const TON_TRANSFER_OUTCOMES = [
  'credited',
  'unknown_comment',
  'wrong_asset',
  'expired',
  'already_credited',
  'below_minimum',
] as const;

/**
 * A transfer to the deposit wallet as the watcher recorded it: credited, or kept for operators
 * (unknown comment, wrong asset, expired or already credited deposit, below the minimum).
 */
export const ZAdminTonTransfer = z.object({
  id: z.string(),
  txHash: z.string(),
  lt: z.string(),
  /** `TON`, or the jetton master's address. */
  asset: z.string(),
  /** Minor units of the asset. */
  amount: z.string(),
  comment: z.string().nullable(),
  sender: z.string().nullable(),
  depositId: z.string().nullable(),
  outcome: z.enum(TON_TRANSFER_OUTCOMES),
  createdAt: z.iso.datetime(),
});
export type TAdminTonTransfer = z.infer<typeof ZAdminTonTransfer>;

export const adminTonEndpoints = {
  transfers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ton/transfers',
    query: ZPageQuery.extend({
      /** Only those not credited (for operators to settle). */
      uncredited: z.stringbool().optional(),
    }),
    response: z.object({ items: z.array(ZAdminTonTransfer), meta: ZPageMeta }),
    summary: 'Transfers to the TON deposit wallet, newest first (admin, payments)',
    tags: ['admin'],
  }),
};
