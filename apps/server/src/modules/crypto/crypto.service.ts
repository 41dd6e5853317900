import { randomUUID } from 'node:crypto';
import { formatMinor, parseDecimal } from '@aurum/contracts/money';
import type {
  TCryptoWithdrawBody,
  TDepositAddress,
  TRecentAddress,
  TWithdrawFee,
} from '@aurum/contracts/wallet';
import { BELOW_MINIMUM_PREFIX, type TCryptoMethod } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TUserRow } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { TPaymentTransactionRow } from '../wallet/wallet.service';
import type { WalletService } from '../wallet/wallet.service';
import { tieredFee } from '../../lib/fee-tiers';
import type { ChainAdapter } from './chain';
import { createCryptoRepo } from './crypto.repo';

export interface TWithdrawalRules {
  /** Payments switched off by the operator. */
  enabled: boolean;
  cancelSeconds: number;
  /** Account-currency minor units: at or above, an operator approves before sending. */
  approvalThreshold: bigint;
}

/** A chain fee never takes the whole amount: the player always receives something. */
const receivesSomething = (amount: bigint, fee: bigint) => fee < amount;

/** `0.0500` -> `0.05`: the deposit bonus share as the badge shows it. */
const trimFraction = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

/**
 * Crypto deposits: one stable address per player and network, incoming transfers that gain
 * confirmations on the chain and are credited once confirmed, below-minimum transfers
 * recorded (the player sees why) but never credited.
 */
export function createCryptoService(deps: {
  db: Db;
  wallet: WalletService;
  currencies: CurrenciesService;
  chain: ChainAdapter;
  rules: TWithdrawalRules;
}) {
  const repo = createCryptoRepo(deps.db);

  async function network(code: string) {
    const [networks, currencies] = await Promise.all([
      deps.currencies.listNetworks(),
      deps.currencies.list(),
    ]);
    const found = networks.find((entry) => entry.code === code);
    const currency = found && currencies.find((entry) => entry.code === found.currencyCode);
    if (!found || !currency)
      throw new AppError('error_currency_not_supported', 400, { currency: code });
    return { ...found, currency };
  }

  function parseAmount(text: string, precision: number): bigint {
    let amount: bigint;
    try {
      amount = parseDecimal(text, precision);
    } catch {
      throw new AppError('Validation.invalid_amount', 400, { precision });
    }
    if (amount <= 0n) throw new AppError('Validation.invalid_amount', 400, { precision });
    return amount;
  }

  /**
   * The least and most a player may withdraw through a network now: from the network's
   * minimum to the smallest of its cap, the balance and what is left of the daily limit.
   */
  async function bounds(user: TUserRow, target: Awaited<ReturnType<typeof network>>) {
    const headroom = await deps.wallet.withdrawHeadroom(user.id);
    const accountMax = headroom.balance < headroom.daily ? headroom.balance : headroom.daily;
    let maxAmount = await deps.wallet.fromAccount(target.currency.code, accountMax);
    if (target.maxWithdraw !== null && target.maxWithdraw < maxAmount)
      maxAmount = target.maxWithdraw;
    return { minAmount: target.minWithdraw, maxAmount };
  }

  /**
   * Sends a payout on its chain. Runs inside the withdrawal's row lock, so the network comes
   * from a list read before the lock (PGlite has one connection: no query outside the lock).
   */
  function sender(networks: Awaited<ReturnType<CurrenciesService['listNetworks']>>) {
    return (row: TPaymentTransactionRow) => {
      const target = networks.find((entry) => entry.code === row.networkCode);
      if (!target || !row.address) throw new Error(`withdrawal ${row.id} has no destination`);
      return deps.chain.send({
        id: row.id,
        network: target.network,
        address: row.address,
        memo: row.memo,
        amount: row.amount - (row.fee ?? 0n),
      });
    };
  }

  return {
    async methods(): Promise<TCryptoMethod[]> {
      const [networks, currencies] = await Promise.all([
        deps.currencies.listNetworks(),
        deps.currencies.list(),
      ]);
      return networks.flatMap((entry) => {
        const currency = currencies.find((candidate) => candidate.code === entry.currencyCode);
        if (!currency) return [];
        const amount = (value: bigint) => formatMinor(value, currency.precision);
        return [
          {
            code: entry.code,
            name: entry.name,
            icon: entry.icon,
            iconBig: entry.icon,
            network: entry.network,
            precision: currency.precision,
            isFiat: false as const,
            displayFormat: currency.displayFormat,
            minDepositAmount: amount(entry.minDeposit),
            minWithdrawAmount: amount(entry.minWithdraw),
            withdrawAllowed: entry.withdrawAllowed,
            addressFormat: entry.addressRegex,
            memoRequired: entry.memoRequired,
            valuePresets: entry.valuePresets.map(amount),
            depositBonusAvailable: /[1-9]/.test(entry.depositBonus),
            depositBonus: trimFraction(entry.depositBonus),
            additionalProviders: [],
          },
        ];
      });
    },

    async depositAddress(user: TUserRow, code: string): Promise<TDepositAddress> {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      const target = await network(code);
      const row = await repo.ensureAddress({
        userId: user.id,
        networkCode: target.code,
        address: deps.chain.depositAddress(user.id, target),
      });
      return {
        address: row.address,
        memo: null,
        minAmount: formatMinor(target.minDeposit, target.currency.precision),
      };
    },

    /** The chain reports a transfer to one of our addresses. */
    async receive(input: { address: string; code: string; amount: string }) {
      const target = await network(input.code);
      const owner = await repo.findByAddress(input.address);
      if (!owner || owner.networkCode !== target.code)
        throw new AppError('error_invalid_address', 400);
      let amount: bigint;
      try {
        amount = parseDecimal(input.amount, target.currency.precision);
      } catch {
        throw new AppError('Validation.invalid_amount', 400, {
          precision: target.currency.precision,
        });
      }
      if (amount <= 0n) throw new AppError('Validation.invalid_amount', 400);
      const belowMinimum = amount < target.minDeposit;
      return deps.wallet.openDeposit({
        userId: owner.userId,
        type: 'deposit',
        status: belowMinimum ? 'declined' : 'pending',
        method: 'crypto',
        currencyCode: target.currency.code,
        amount,
        externalId: `chain-${randomUUID()}`,
        address: input.address,
        paymentDetails: belowMinimum
          ? `${BELOW_MINIMUM_PREFIX}${formatMinor(target.minDeposit, target.currency.precision)}`
          : null,
        networkCode: target.code,
        confirmations: 0,
        requiredConfirmations: target.confirmations,
      });
    },

    async recentAddresses(user: TUserRow, code: string): Promise<TRecentAddress[]> {
      const target = await network(code);
      return deps.wallet.recentWithdrawalAddresses(user.id, target.code);
    },

    /** Fee and bounds for a withdrawal of `amount`, as the form shows them. */
    async quote(user: TUserRow, code: string, amountText: string): Promise<TWithdrawFee> {
      const target = await network(code);
      const { precision } = target.currency;
      const amount = parseAmount(amountText, precision);
      const { minAmount, maxAmount } = await bounds(user, target);
      return {
        fee: formatMinor(tieredFee(amount, target.withdrawFeeTiers), precision),
        minAmount: formatMinor(minAmount, precision),
        maxAmount: formatMinor(maxAmount, precision),
      };
    },

    /**
     * A chain withdrawal: every rule is checked here (the client may have skipped its own
     * checks), then the money is reserved and the transaction waits out its cancel window.
     */
    async withdraw(user: TUserRow, body: TCryptoWithdrawBody, now = new Date()) {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      if (!deps.chain.configured) throw new AppError('payments_are_disabled', 503);
      if (body.provider)
        throw new AppError('error_currency_not_supported', 400, { provider: body.provider });
      const target = await network(body.currency);
      if (!target.withdrawAllowed)
        throw new AppError('payments_are_disabled', 403, { currency: target.code });
      await deps.wallet.assertCanWithdraw(user);
      const address = body.address.trim();
      if (!new RegExp(target.addressRegex).test(address))
        throw new AppError('error_invalid_address', 400, { currency: target.code });
      if (await repo.findByAddress(address)) throw new AppError('error_internal_address', 400);
      const memo = body.memo?.trim() || null;
      if (memo && target.network !== 'TON')
        throw new AppError('validation_error', 400, {
          fields: [{ path: 'memo', message: 'memo_not_supported' }],
        });
      const { precision } = target.currency;
      const amount = parseAmount(body.amount, precision);
      if (amount < target.minWithdraw)
        throw new AppError('wallet_withdraw_too_small', 422, {
          minAmount: formatMinor(target.minWithdraw, precision),
          currency: target.currency.code,
        });
      if (target.maxWithdraw !== null && amount > target.maxWithdraw)
        throw new AppError('wallet_withdraw_too_large', 422, {
          maxAmount: formatMinor(target.maxWithdraw, precision),
          currency: target.currency.code,
        });
      const fee = tieredFee(amount, target.withdrawFeeTiers);
      if (!receivesSomething(amount, fee))
        throw new AppError('wallet_withdraw_too_small', 422, {
          minAmount: formatMinor(target.minWithdraw, precision),
          currency: target.currency.code,
        });
      const row = await deps.wallet.openWithdrawal(
        {
          userId: user.id,
          method: 'crypto',
          currencyCode: target.currency.code,
          amount,
          fee,
          networkCode: target.code,
          address,
          memo,
          cancellableUntil: new Date(now.getTime() + deps.rules.cancelSeconds * 1000),
        },
        now,
      );
      return row;
    },

    cancel: (user: TUserRow, id: string, now = new Date()) =>
      deps.wallet.cancelWithdrawal(user.id, id, now),

    /**
     * The withdrawal processor: every pending withdrawal whose cancel window closed by `now`
     * is sent, or, at or above the approval threshold, handed to an operator. A withdrawal the
     * player cancels at the same moment is settled by whichever takes its row lock first.
     */
    async processWithdrawals(now = new Date()) {
      let sent = 0;
      let awaitingApproval = 0;
      const send = sender(await deps.currencies.listNetworks());
      for (const id of await deps.wallet.dueWithdrawals(now)) {
        const row = await deps.wallet.settleWithdrawal(
          id,
          async (locked) => {
            if ((locked.accountAmount ?? 0n) >= deps.rules.approvalThreshold)
              return { kind: 'await_approval' };
            return { kind: 'sent', externalId: (await send(locked)).hash };
          },
          { status: 'pending', dueBy: now },
        );
        if (row?.status === 'completed') sent += 1;
        if (row?.status === 'wait_for_confirmation') awaitingApproval += 1;
      }
      return { sent, awaitingApproval };
    },

    /** An operator lets a large withdrawal go. */
    async approve(id: string, operatorId: string) {
      const send = sender(await deps.currencies.listNetworks());
      const row = await deps.wallet.settleWithdrawal(
        id,
        async (locked) => ({
          kind: 'sent',
          externalId: (await send(locked)).hash,
          reviewedBy: operatorId,
        }),
        { status: 'wait_for_confirmation' },
      );
      if (!row) throw AppError.conflict('withdraw_not_awaiting_approval');
      return row;
    },

    /** An operator refuses a large withdrawal: the money returns to the player. */
    async decline(id: string, operatorId: string, reason: string) {
      const row = await deps.wallet.settleWithdrawal(
        id,
        () => Promise.resolve({ kind: 'declined', reason, reviewedBy: operatorId }),
        { status: 'wait_for_confirmation' },
      );
      if (!row) throw AppError.conflict('withdraw_not_awaiting_approval');
      return row;
    },

    /** New blocks: pending transfers gain confirmations; the fully confirmed are credited. */
    async mineBlocks(count: number): Promise<number> {
      let confirmed = 0;
      for (const pending of await deps.wallet.pendingChainDeposits()) {
        const confirmations = (pending.confirmations ?? 0) + count;
        const required = pending.requiredConfirmations ?? 1;
        if (confirmations >= required) {
          await deps.wallet.setConfirmations(pending.id, required);
          await deps.wallet.completeDeposit(pending.id);
          confirmed += 1;
        } else {
          await deps.wallet.setConfirmations(pending.id, confirmations);
        }
      }
      return confirmed;
    },
  };
}

export type CryptoService = ReturnType<typeof createCryptoService>;
