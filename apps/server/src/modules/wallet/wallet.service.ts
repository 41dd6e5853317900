import { createBalance } from './balance';
import { createCounters } from './counters';
import { createDeposits } from './deposits';
import { createTransactions } from './transactions';
import type { TPaymentTransactionRow } from './wallet.repo';
import { createWithdrawalSettlement } from './withdrawal-settlement';
import type { TWalletDeps } from './wallet-deps';
import { createWalletHooks } from './wallet-hooks';
import { createWithdrawals } from './withdrawals';

export type { TDepositInput } from './deposits';
export type { TCreditedDeposit } from './wallet-hooks';
export type { TOpenWithdrawalStatus, TWithdrawalDecision } from './withdrawal-settlement';
export type { TPaymentRules } from './wallet-deps';
export type { TWithdrawalInput } from './withdrawals';
export type { TPaymentTransactionRow } from './wallet.repo';

/**
 * The player's money as the product shows it: balance in the display currency, the fiat part,
 * payment history; deposits credited through the ledger. Realtime events leave only after
 * the transaction that caused them commits. Each use case keeps its rules in its own file
 * (balance, counters, transactions, deposits, withdrawals, withdrawal-settlement); this is the
 * one service the other modules see.
 */
export function createWalletService(deps: Omit<TWalletDeps, 'hooks'>) {
  const hooks = createWalletHooks();
  return { ...createWalletUseCases({ ...deps, hooks }), hooks };
}

function createWalletUseCases(deps: TWalletDeps) {
  const balance = createBalance(deps);
  const counters = createCounters(deps);
  const transactions = createTransactions(deps);

  async function afterCommit(row: TPaymentTransactionRow, balanceChanged: boolean) {
    if (balanceChanged) await balance.publishBalance(row.userId);
    await transactions.publishTransaction(row);
  }

  return {
    ...balance,
    ...counters,
    ...transactions,
    ...createDeposits({
      ...deps,
      publishBalance: balance.publishBalance,
      publishTransaction: transactions.publishTransaction,
    }),
    ...createWithdrawals({ ...deps, wagerStatus: counters.wagerStatus, afterCommit }),
    ...createWithdrawalSettlement({ ...deps, afterCommit }),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
