import { ZTransaction } from '@aurum/contracts/wallet';
import { expect } from 'vitest';
import { completeProfile, mainMoney, playerCalls, signUp } from '../../test/players';
import type { TestApp } from '../../test/test-app';

export const TRON_A = `T${'A'.repeat(33)}`;
export const TRON_B = `T${'B'.repeat(33)}`;

/** The calls a player and the sandbox chain make, on one test app. */
export function cashier(t: TestApp) {
  const call = playerCalls(t.app);
  return {
    call,
    /** The player's main (withdrawable) money: the balance's total less its open bonuses. */
    balance: (cookie: string) => mainMoney(t.app, cookie),
    /** A player with a complete profile who deposited `amount` USDT on TRC20 (confirmed). */
    async fundedPlayer(amount: string, { profile = true } = {}) {
      const player = await signUp(t.app);
      if (profile) {
        expect(await completeProfile(t.app, player.cookie)).toBe(200);
      }
      if (amount !== '0') {
        const { address } = (
          await call('POST', '/api/v1/wallet/addresses', player.cookie, { currency: 'USDTTRC20' })
        ).json<{ address: string }>();
        const sent = await call('POST', '/api/sandbox/crypto/transfer', undefined, {
          address,
          currency: 'USDTTRC20',
          amount,
        });
        expect(sent.statusCode).toBe(200);
        await call('POST', '/api/sandbox/crypto/blocks', undefined, { count: 3 });
      }
      return player;
    },
    withdraw: (cookie: string, body: object) =>
      call('POST', '/api/v1/wallet/txns/withdraw', cookie, {
        currency: 'USDTTRC20',
        address: TRON_A,
        ...body,
      }),
    cancel: (cookie: string, id: string) =>
      call('POST', `/api/v1/wallet/txns/cancel/${id}`, cookie),
    process: (skipCancelWindow = true) =>
      call('POST', '/api/sandbox/crypto/withdrawals/process', undefined, { skipCancelWindow }),
    reconcile: () => call('POST', '/api/sandbox/crypto/withdrawals/reconcile'),
    async history(cookie: string) {
      return (await call('GET', '/api/v2/wallet/txns?limit=50', cookie))
        .json<{
          items: unknown[];
        }>()
        .items.map((item) => ZTransaction.parse(item));
    },
  };
}
