import { ZBuyOrder } from '@aurum/contracts/wallet';
import { expect } from 'vitest';
import { completeProfile, declineWelcomeBonus, playerCalls, signUp } from './players';
import type { TestApp } from './test-app';

/** A small valid PNG, as the proof and dispute forms upload it. */
export const PNG = `data:image/png;base64,${Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.alloc(64, 1),
]).toString('base64')}`;
/** Text that claims to be a PNG. */
export const TEXT = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

/** A player's and the sandbox bank's calls on fiat orders (rub-card unless told). */
export function fiatBank(t: TestApp) {
  const call = playerCalls(t.app);
  return {
    call,
    async balance(cookie: string) {
      const body = (await call('GET', '/api/v1/me/balance', cookie)).json<{
        total: { value: string };
        fiat: { value: string };
      }>();
      return { total: Number(body.total.value), fiat: Number(body.fiat.value) };
    },
    buy: (cookie: string, body: object) =>
      call('POST', '/api/v2/wallet/orders/buy', cookie, { bankId: 'rub-card', ...body }),
    order: async (cookie: string, id: string) =>
      ZBuyOrder.parse((await call('GET', `/api/v1/wallet/orders/buy/${id}`, cookie)).json()),
    paid: (cookie: string, id: string, fileContent = PNG) =>
      call('POST', `/api/v1/wallet/orders/buy/${id}/paid`, cookie, {
        name: 'Anna Lind',
        fileName: 'receipt.png',
        fileContent,
      }),
    dispute: (cookie: string, id: string, extra: object = {}) =>
      call('POST', `/api/v1/wallet/orders/buy/${id}/dispute`, cookie, {
        image: { name: 'Anna Lind', fileName: 'statement.png', fileContent: PNG },
        acceptOption: 'REPAY',
        comment: 'I paid from my card, the money left my account.',
        problem: 'paid_not_credited',
        ...extra,
      }),
    sandbox: (id: string, action: string) =>
      call('POST', `/api/sandbox/fiat/orders/${id}/${action}`),
    /** A player with a complete profile and `rub` RUB of fiat money (confirmed card deposit). */
    async fundedPlayer(rub: string) {
      const player = await signUp(t.app);
      await completeProfile(t.app, player.cookie);
      await declineWelcomeBonus(t.app, player.cookie);
      if (rub !== '0') {
        const { id } = (await this.buy(player.cookie, { amount: rub })).json<{ id: string }>();
        expect((await this.sandbox(id, 'confirm')).statusCode).toBe(200);
      }
      return player;
    },
  };
}
