import { describe, expect, it } from 'vitest';
import type { TPaymentTransactionRow } from '../wallet/wallet.service';
import { sandboxBank } from './sandbox-bank';

describe('the sandbox bank’s pass', () => {
  it('settles every order though one of them fails, and logs the failing one', async () => {
    const done: string[] = [];
    const warnings: { details: object; message: string }[] = [];
    const settle = (id: string) => {
      if (id.startsWith('bad')) return Promise.reject(new Error(`${id} cannot be settled`));
      done.push(id);
      return Promise.resolve({ id } as TPaymentTransactionRow);
    };
    const outcome = await sandboxBank(
      {
        ordersIn: () => Promise.resolve(['deposit-1', 'bad-deposit', 'deposit-2']),
        confirm: settle,
        dueSells: () => Promise.resolve(['bad-payout', 'payout-1']),
        sellPaid: settle,
      },
      {
        delaySeconds: 20,
        log: { warn: (details, message) => warnings.push({ details, message }) },
      },
    );
    expect(done).toEqual(['deposit-1', 'deposit-2', 'payout-1']);
    expect(outcome).toEqual({
      deposits: { done: 2, failed: 1 },
      payouts: { done: 1, failed: 1 },
    });
    expect(warnings.map(({ details }) => (details as { item: string }).item)).toEqual([
      'bad-deposit',
      'bad-payout',
    ]);
  });
});
