import { formatMinor } from '@aurum/contracts/money';
import {
  TON_CONNECT_PROVIDER,
  TON_DECIMALS,
  TON_TRANSFER,
  type TTonDeposit,
  type TTonDepositState,
} from '@aurum/contracts/ton';
import type { TTonConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TItemLog } from '../../lib/each-item';
import type { TAdditionalProvider, TProviderMethod } from '../crypto/additional-providers';
import type { TUserRow } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { TPaymentTransactionRow, WalletService } from '../wallet/wallet.service';
import {
  canonicalAddress,
  depositComment,
  friendlyAddress,
  NATIVE_TON,
  normalComment,
} from './ton-cells';
import type { TonChainAdapter, TTonIncoming, TTonPage } from './toncenter.client';
import { createTonRepo, type TTonStream } from './ton.repo';

/** What the watcher made of one transfer; `duplicate`: it was recorded before (nothing done). */
export type TTonOutcome =
  | 'credited'
  | 'unknown_comment'
  | 'wrong_asset'
  | 'expired'
  | 'already_credited'
  | 'below_minimum'
  | 'duplicate';

/** Entries read per call to the chain API, and calls per stream in one pass. */
const PAGE_SIZE = 100;
const PAGES_PER_PASS = 10;

/**
 * TON Connect deposits: a pending deposit with a unique comment the player's wallet sends to the
 * platform's deposit wallet, and the watcher that reads the chain through its adapter, records
 * each incoming transfer once by hash and credits the matching deposit once through the
 * wallet's ledger. Transfers that match nothing (or the wrong thing) are kept for operators.
 */
export function createTonService(deps: {
  db: Db;
  wallet: WalletService;
  currencies: CurrenciesService;
  chain: TonChainAdapter;
  config: TTonConfig;
  log?: TItemLog;
}) {
  const { config } = deps;
  const repo = createTonRepo(deps.db);
  const testnet = config.network === 'testnet';
  const depositRaw = canonicalAddress(config.depositAddress);
  if (!depositRaw) throw new Error('TON deposit address is not a TON address');
  const depositAddress = friendlyAddress(depositRaw, { bounceable: false, testnet });
  const masters = new Map(
    Object.entries(config.jettonMasters).flatMap(([code, master]) => {
      const raw = canonicalAddress(master);
      return raw ? [[code, raw] as const] : [];
    }),
  );

  /** `TON` or the jetton master a method is paid in; undefined when TON Connect cannot carry it. */
  function assetOf(method: TProviderMethod): string | undefined {
    if (method.network !== 'TON' || TON_DECIMALS[method.code] !== method.precision)
      return undefined;
    if (method.code === 'TON' && method.currencyCode === 'TON') return NATIVE_TON;
    return masters.get(method.code);
  }

  async function open(
    user: TUserRow,
    method: TProviderMethod,
    amount: bigint,
    now = new Date(),
  ): Promise<TTonDeposit> {
    const asset = assetOf(method);
    if (!asset) throw new AppError('error_currency_not_supported', 400, { currency: method.code });
    const validUntil = Math.floor(now.getTime() / 1000) + TON_TRANSFER.validitySeconds;
    const row = await repo.insertDeposit({
      userId: user.id,
      networkCode: method.code,
      currencyCode: method.currencyCode,
      asset,
      amount,
      comment: depositComment(),
      address: depositAddress,
      status: 'pending',
      validUntil: new Date(validUntil * 1000),
    });
    return {
      id: row.id,
      provider: TON_CONNECT_PROVIDER,
      currency: method.code,
      amount: formatMinor(amount, method.precision),
      address: row.address,
      comment: row.comment,
      jettonMaster:
        asset === NATIVE_TON ? null : friendlyAddress(asset, { bounceable: true, testnet }),
      decimals: method.precision,
      validUntil,
      network: TON_TRANSFER.networks[config.network],
    };
  }

  /**
   * One transfer, in one transaction: recorded once by its hash, and when it pays a pending
   * deposit of the same asset, that deposit credited once under its row lock (the lock every
   * other transfer claiming it, and the expiry, wait for).
   */
  async function settle(transfer: TTonIncoming): Promise<TTonOutcome> {
    const comment = transfer.comment === null ? null : normalComment(transfer.comment);
    const networks = await deps.currencies.listNetworks();
    const result = await deps.db.transaction(async (trx) => {
      const txRepo = createTonRepo(trx);
      const deposit = comment ? await txRepo.lockByComment(comment) : undefined;
      const minimum = networks.find((entry) => entry.code === deposit?.networkCode)?.minDeposit;
      let outcome: Exclude<TTonOutcome, 'duplicate'>;
      if (!deposit) outcome = 'unknown_comment';
      else if (deposit.asset !== transfer.asset) outcome = 'wrong_asset';
      else if (deposit.status === 'credited') outcome = 'already_credited';
      else if (deposit.status !== 'pending') outcome = 'expired';
      else if (minimum === undefined || transfer.amount < minimum) outcome = 'below_minimum';
      else outcome = 'credited';
      const recorded = await txRepo.recordTransfer({
        txHash: transfer.hash,
        lt: transfer.lt,
        asset: transfer.asset,
        amount: transfer.amount.toString(),
        comment: transfer.comment,
        sender: transfer.sender,
        depositId: deposit?.id ?? null,
        outcome,
        body: transfer.body,
      });
      if (!recorded) return { outcome: 'duplicate' as const };
      if (outcome !== 'credited' || !deposit) return { outcome };
      const opened = await deps.wallet.openDeposit(
        {
          userId: deposit.userId,
          type: 'deposit',
          status: 'pending',
          method: 'crypto',
          provider: TON_CONNECT_PROVIDER,
          currencyCode: deposit.currencyCode,
          networkCode: deposit.networkCode,
          amount: transfer.amount,
          externalId: `${TON_CONNECT_PROVIDER}:${transfer.hash}`,
          address: depositAddress,
        },
        trx,
      );
      const credited = await deps.wallet.completeDeposit(opened.id, { tx: trx });
      const marked = await txRepo.markCredited(deposit.id, {
        txHash: transfer.hash,
        creditedAmount: transfer.amount,
        paymentTransactionId: credited.id,
      });
      // The row is locked and was pending: nothing can have moved it.
      if (!marked) throw new Error(`TON deposit ${deposit.id} left pending under its lock`);
      return { outcome, row: credited };
    });
    if ('row' in result && result.row) await publish(result.row);
    return result.outcome;
  }

  /** The player hears of a credit only once it has committed. */
  async function publish(row: TPaymentTransactionRow) {
    await deps.wallet.publishBalance(row.userId);
    await deps.wallet.publishTransaction(row);
  }

  /**
   * Reads one stream from its cursor, settles its transfers in order and moves the cursor past
   * what was settled; a transfer that fails stops the stream there (retried next pass).
   */
  async function readStream(
    stream: TTonStream,
    read: (afterLt: bigint) => Promise<TTonPage>,
    counts: { credited: number; recorded: number },
  ) {
    let cursor = await repo.cursor(stream);
    for (let page = 0; page < PAGES_PER_PASS; page += 1) {
      const { transfers, lastLt, count } = await read(cursor);
      for (const transfer of [...transfers].sort((a, b) => (a.lt < b.lt ? -1 : 1))) {
        let outcome: TTonOutcome;
        try {
          outcome = await settle(transfer);
        } catch (error) {
          deps.log?.warn({ err: error, hash: transfer.hash }, 'TON transfer failed, will retry');
          if (transfer.lt - 1n > cursor) await repo.advance(stream, transfer.lt - 1n);
          return;
        }
        if (outcome === 'credited') counts.credited += 1;
        else if (outcome !== 'duplicate') counts.recorded += 1;
      }
      if (lastLt === null || lastLt <= cursor) return;
      cursor = lastLt;
      await repo.advance(stream, cursor);
      if (count < PAGE_SIZE) return;
    }
  }

  return {
    /** TON Connect as the crypto module offers it beside the chain, for the methods it carries. */
    provider(): TAdditionalProvider {
      return {
        name: TON_CONNECT_PROVIDER,
        supports: (method) => assetOf(method) !== undefined,
        deposit: (user, method, amount) => open(user, method, amount),
      };
    },

    open,
    settle,

    /** A deposit's state, for its own player only. */
    async state(user: TUserRow, id: string): Promise<TTonDepositState> {
      const row = await repo.findDeposit(id);
      if (!row || row.userId !== user.id) throw AppError.notFound('ton_deposit_not_found');
      const { precision } = await deps.currencies.get(row.currencyCode);
      return {
        id: row.id,
        status: row.status as TTonDepositState['status'],
        txHash: row.txHash,
        creditedAmount:
          row.creditedAmount === null ? null : formatMinor(row.creditedAmount, precision),
      };
    },

    /**
     * The watcher's pass: incoming TON and jetton transfers to the deposit wallet read through
     * the chain adapter from the stored cursors and settled; then pending deposits past their
     * validity and the grace period expire (each a compare-and-set).
     */
    async pass(now = new Date()) {
      const counts = { credited: 0, recorded: 0, expired: 0 };
      await readStream(
        'ton',
        (afterLt) => deps.chain.incomingTon(depositRaw, afterLt, PAGE_SIZE),
        counts,
      );
      await readStream(
        'jetton',
        (afterLt) => deps.chain.incomingJettons(depositRaw, afterLt, PAGE_SIZE),
        counts,
      );
      counts.expired = await repo.expireDue(new Date(now.getTime() - config.graceSeconds * 1000));
      return counts;
    },

    depositAddress,
    depositRaw,
    /** Jetton masters (raw) by method code. */
    masters,
  };
}

export type TonService = ReturnType<typeof createTonService>;
