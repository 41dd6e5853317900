import { randomUUID } from 'node:crypto';
import { formatMinor } from '@aurum/contracts/money';
import type {
  TCryptoWithdrawBody,
  TDepositAddress,
  TRecentAddress,
  TWithdrawFee,
} from '@aurum/contracts/wallet';
import { BELOW_MINIMUM_PREFIX, type TCryptoMethod } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parsePositiveAmount } from '../../lib/parse-amount';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import type { TUserRow } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type {
  TPaymentTransactionRow,
  TWithdrawalDecision,
  WalletService,
} from '../wallet/wallet.service';
import { tieredFee } from '../../lib/fee-tiers';
import {
  createProviderRegistry,
  type TAdditionalProvider,
  type TProviderDeposit,
  type TProviderMethod,
} from './additional-providers';
import { PayoutRefusedError, type ChainAdapter, type TPayout } from './chain';
import { createCryptoRepo } from './crypto.repo';

export interface TWithdrawalRules {
  /** Payments switched off by the operator. */
  enabled: boolean;
  cancelSeconds: number;
  /** Account-currency minor units: at or above, an operator approves before sending. */
  approvalThreshold: bigint;
}

/** How long a payout handed to the chain counts as in flight when nothing was recorded. */
const IN_FLIGHT_MS = 5 * 60 * 1000;

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
  /** Where background passes report the items that failed (the app's logger). */
  log?: TItemLog;
}) {
  const repo = createCryptoRepo(deps.db);
  const providers = createProviderRegistry();
  const methodOf = (target: TNetwork): TProviderMethod => ({
    code: target.code,
    network: target.network,
    currencyCode: target.currency.code,
    precision: target.currency.precision,
  });

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
  type TNetwork = Awaited<ReturnType<typeof network>>;

  /** 422 `detail`: the amount is below `minimum` (minor units of the network's currency). */
  const belowMinimum = (detail: string, minimum: bigint, target: TNetwork) =>
    new AppError(detail, 422, {
      minAmount: formatMinor(minimum, target.currency.precision),
      currency: target.currency.code,
    });

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

  type TNetworks = Awaited<ReturnType<CurrenciesService['listNetworks']>>;

  /** A chain withdrawal's destination: valid for the network and not one of our own addresses. */
  async function chainAddress(body: TCryptoWithdrawBody, target: TNetwork): Promise<string> {
    const address = body.address.trim();
    if (!new RegExp(target.addressRegex).test(address))
      throw new AppError('error_invalid_address', 400, { currency: target.code });
    if (await repo.findByAddress(address)) throw new AppError('error_internal_address', 400);
    return address;
  }

  /** The payout a withdrawal asks for; throws when it has no destination (nothing is sent). */
  function payoutOf(row: TPaymentTransactionRow, networks: TNetworks): TPayout {
    const target = networks.find((entry) => entry.code === row.networkCode);
    if (!target || !row.address) throw new Error(`withdrawal ${row.id} has no destination`);
    senderOf(row);
    return {
      id: row.id,
      code: target.code,
      network: target.network,
      address: row.address,
      memo: row.memo,
      amount: row.amount - (row.fee ?? 0n),
    };
  }

  /**
   * Who sends a withdrawal: the chain, or the chat-bot provider that carries it; throws when
   * that provider is no longer configured (the withdrawal waits, nothing is sent).
   */
  function senderOf(row: TPaymentTransactionRow) {
    if (!row.provider) return deps.chain;
    const payouts = providers.payoutsOf(row.provider);
    if (!payouts) throw new Error(`withdrawal ${row.id}: provider ${row.provider} not configured`);
    return payouts;
  }

  /**
   * Records what became of a payout in its own transaction, only while it is still
   * `processing`; when reconciliation or an operator settled it first, answers it as it is.
   */
  async function record(id: string, decision: TWithdrawalDecision) {
    const row =
      (await deps.wallet.settleWithdrawal(id, () => decision, { status: 'processing' })) ??
      (await deps.wallet.findTransaction(id));
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    return row;
  }

  /**
   * Sends a payout whose `processing` status is already committed: outside any transaction,
   * with the withdrawal id as the provider's idempotency key, then records the answer. A
   * definite refusal declines and refunds it; an unknown outcome (timeout, lost connection) is
   * held in `processing` for reconciliation and an operator, never sent again from here.
   */
  async function sendPayout(row: TPaymentTransactionRow, payout: TPayout) {
    let hash: string;
    try {
      ({ hash } = await senderOf(row).send(payout));
    } catch (error) {
      if (error instanceof PayoutRefusedError)
        return record(row.id, { kind: 'declined', reason: `payout_refused: ${error.reason}` });
      deps.log?.warn({ err: error, withdrawal: row.id }, 'payout outcome unknown, held');
      const message = error instanceof Error ? error.message : String(error);
      return record(row.id, { kind: 'held', payoutError: message.slice(0, 500) });
    }
    return record(row.id, { kind: 'sent', externalId: hash });
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
            additionalProviders: providers.namesFor({
              code: entry.code,
              network: entry.network,
              currencyCode: currency.code,
              precision: currency.precision,
            }),
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

    /** Adds a provider beside the chain (the module that brings it registers it). */
    registerProvider: (provider: TAdditionalProvider) => providers.register(provider),

    /**
     * A deposit through an additional provider: an invoice of `amount` (at least the method's
     * minimum deposit) that the player pays with the provider.
     */
    async providerDeposit(
      user: TUserRow,
      body: { currency: string; provider: string; amount?: string | undefined },
    ): Promise<TProviderDeposit> {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      const target = await network(body.currency);
      const provider = providers.require(body.provider, methodOf(target));
      if (body.amount === undefined)
        throw new AppError('validation_error', 400, {
          fields: [{ path: 'amount', message: 'Validation.required' }],
        });
      const amount = parsePositiveAmount(body.amount, target.currency.precision);
      if (amount < target.minDeposit)
        throw belowMinimum('wallet_deposit_too_small', target.minDeposit, target);
      return provider.deposit(user, methodOf(target), amount);
    },

    /** The chain reports a transfer to one of our addresses. */
    async receive(input: { address: string; code: string; amount: string }) {
      const target = await network(input.code);
      const owner = await repo.findByAddress(input.address);
      if (!owner || owner.networkCode !== target.code)
        throw new AppError('error_invalid_address', 400);
      const amount = parsePositiveAmount(input.amount, target.currency.precision);
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
      const amount = parsePositiveAmount(amountText, precision);
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
      const provider = body.provider || null;
      if (!provider && !deps.chain.configured) throw new AppError('payments_are_disabled', 503);
      const target = await network(body.currency);
      const payouts = provider && providers.require(provider, methodOf(target)).payouts;
      if (provider && !payouts)
        throw new AppError('error_currency_not_supported', 400, { provider });
      if (!target.withdrawAllowed)
        throw new AppError('payments_are_disabled', 403, { currency: target.code });
      await deps.wallet.assertCanWithdraw(user);
      // A chat-bot provider pays the player's own account with it: no address, no memo.
      const address = payouts ? payouts.destination(user) : await chainAddress(body, target);
      const memo = payouts ? null : body.memo?.trim() || null;
      if (memo && target.network !== 'TON')
        throw new AppError('validation_error', 400, {
          fields: [{ path: 'memo', message: 'memo_not_supported' }],
        });
      const { precision } = target.currency;
      const amount = parsePositiveAmount(body.amount, precision);
      if (amount < target.minWithdraw)
        throw belowMinimum('wallet_withdraw_too_small', target.minWithdraw, target);
      if (target.maxWithdraw !== null && amount > target.maxWithdraw)
        throw new AppError('wallet_withdraw_too_large', 422, {
          maxAmount: formatMinor(target.maxWithdraw, precision),
          currency: target.currency.code,
        });
      const fee = tieredFee(amount, target.withdrawFeeTiers);
      if (!receivesSomething(amount, fee))
        throw belowMinimum('wallet_withdraw_too_small', target.minWithdraw, target);
      const row = await deps.wallet.openWithdrawal(
        {
          userId: user.id,
          method: 'crypto',
          currencyCode: target.currency.code,
          amount,
          fee,
          networkCode: target.code,
          provider,
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
     * is sent, or, at or above the approval threshold, handed to an operator. Taking it is one
     * compare-and-set (pending, window closed) committed before anything is sent, so a cancel
     * at the same moment or another processor pass takes it at most once between them. A row
     * already `processing` (a send in flight, or one whose outcome is unknown) is never taken
     * here again: reconciliation and operators settle those. Each withdrawal is its own item:
     * one that fails is logged and tried again on the next pass.
     */
    async processWithdrawals(now = new Date()) {
      const counts = { sent: 0, awaitingApproval: 0, held: 0, declined: 0 };
      const networks = await deps.currencies.listNetworks();
      const { failed } = await forEachItem(
        await deps.wallet.dueWithdrawals(now),
        async (id) => {
          const taken = await deps.wallet.settleWithdrawal(
            id,
            (locked): TWithdrawalDecision => {
              if ((locked.accountAmount ?? 0n) >= deps.rules.approvalThreshold)
                return { kind: 'await_approval' };
              // A row that cannot be sent throws here and stays pending: nothing changes.
              payoutOf(locked, networks);
              return { kind: 'processing' };
            },
            { status: 'pending', dueBy: now },
          );
          if (taken?.status === 'wait_for_confirmation') counts.awaitingApproval += 1;
          if (taken?.status !== 'processing') return;
          const row = await sendPayout(taken, payoutOf(taken, networks));
          if (row.status === 'completed') counts.sent += 1;
          else if (row.status === 'declined') counts.declined += 1;
          else counts.held += 1;
        },
        { log: deps.log, name: 'withdrawal processor' },
      );
      return { ...counts, failed };
    },

    /**
     * Reconciliation: asks the provider about every payout left `processing` (a crash between
     * sending and recording, or an unknown outcome) and records its answer; one the provider
     * does not know stays held for an operator. Never sends anything.
     */
    async reconcileWithdrawals() {
      const counts = { completed: 0, declined: 0, held: 0 };
      const { failed } = await forEachItem(
        await deps.wallet.processingWithdrawals(),
        async (row) => {
          const answer = await senderOf(row).status(row.id);
          if (answer.state === 'unknown') {
            counts.held += 1;
            return;
          }
          const settled = await record(
            row.id,
            answer.state === 'sent'
              ? { kind: 'sent', externalId: answer.hash }
              : { kind: 'declined', reason: `payout_refused: ${answer.reason}` },
          );
          if (settled.status === 'completed') counts.completed += 1;
          if (settled.status === 'declined') counts.declined += 1;
        },
        { log: deps.log, name: 'withdrawal reconciliation' },
      );
      return { ...counts, failed };
    },

    /**
     * An operator lets a large withdrawal go: one compare-and-set (awaiting approval ->
     * processing) against a decline, committed before the payout is sent.
     */
    async approve(id: string, operatorId: string) {
      const networks = await deps.currencies.listNetworks();
      const taken = await deps.wallet.settleWithdrawal(
        id,
        (locked): TWithdrawalDecision => {
          payoutOf(locked, networks);
          return { kind: 'processing', reviewedBy: operatorId };
        },
        { status: 'wait_for_confirmation' },
      );
      if (!taken) throw AppError.conflict('withdraw_not_awaiting_approval');
      return sendPayout(taken, payoutOf(taken, networks));
    },

    /** An operator refuses a large withdrawal: the money returns to the player. */
    async decline(id: string, operatorId: string, reason: string) {
      const row = await deps.wallet.settleWithdrawal(
        id,
        () => ({ kind: 'declined', reason, reviewedBy: operatorId }),
        { status: 'wait_for_confirmation' },
      );
      if (!row) throw AppError.conflict('withdraw_not_awaiting_approval');
      return row;
    },

    /**
     * An operator settles a payout held in `processing` after checking with the provider:
     * it went out (with its transaction hash), or it failed and the money returns.
     */
    async resolve(
      id: string,
      operatorId: string,
      outcome: { kind: 'sent'; externalId: string } | { kind: 'failed'; reason: string },
      now = new Date(),
    ) {
      const row = await deps.wallet.settleWithdrawal(
        id,
        (locked): TWithdrawalDecision => {
          // A send with no recorded outcome may still be on its way: refunding it now could
          // pay the player twice. Once held with an error, or left long enough, it is the
          // operator's to settle.
          const inFlight = now.getTime() - locked.updatedAt.getTime() < IN_FLIGHT_MS;
          if (!locked.payoutError && inFlight) throw AppError.conflict('withdraw_payout_in_flight');
          return outcome.kind === 'sent'
            ? { kind: 'sent', externalId: outcome.externalId, reviewedBy: operatorId }
            : { kind: 'declined', reason: outcome.reason, reviewedBy: operatorId };
        },
        { status: 'processing' },
      );
      if (!row) throw AppError.conflict('withdraw_not_processing');
      return row;
    },

    /** New blocks: pending transfers gain confirmations; the fully confirmed are credited. */
    async mineBlocks(count: number): Promise<number> {
      let confirmed = 0;
      // Each transfer on its own: one that fails is logged and retried with the next block.
      await forEachItem(
        await deps.wallet.pendingChainDeposits(),
        async (pending) => {
          const confirmations = (pending.confirmations ?? 0) + count;
          const required = pending.requiredConfirmations ?? 1;
          if (confirmations < required) {
            await deps.wallet.setConfirmations(pending.id, confirmations);
            return;
          }
          await deps.wallet.setConfirmations(pending.id, required);
          await deps.wallet.completeDeposit(pending.id);
          confirmed += 1;
        },
        { log: deps.log, name: 'sandbox block' },
      );
      return confirmed;
    },
  };
}

export type CryptoService = ReturnType<typeof createCryptoService>;

/**
 * The methods with the deposit bonus a player would get on them: the bonus offer's match when
 * there is one (it applies on every network), else each network's own deposit bonus.
 */
export function withDepositOffer(methods: TCryptoMethod[], offer: string | null): TCryptoMethod[] {
  if (offer === null) return methods;
  return methods.map((method) => ({ ...method, depositBonusAvailable: true, depositBonus: offer }));
}
