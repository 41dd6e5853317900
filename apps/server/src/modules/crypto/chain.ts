import { createHmac } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createCryptoRepo } from './crypto.repo';
import { sandboxDepositAddress } from './sandbox-addresses';

/** A payout as the platform asks a provider to send it; `id` is the idempotency key. */
export interface TPayout {
  id: string;
  /** The crypto method (currency on a network), e.g. USDTTRC20. */
  code: string;
  network: string;
  address: string;
  memo: string | null;
  amount: bigint;
}

/** What a provider knows of a payout: sent (with its hash), refused for good, or not known yet. */
export type TPayoutStatus =
  { state: 'sent'; hash: string } | { state: 'failed'; reason: string } | { state: 'unknown' };

/**
 * The provider answered that it will not send this payout (bad address, amount refused...):
 * nothing left, so the withdrawal may be declined and refunded. Any other error from `send`
 * leaves the outcome unknown.
 */
export class PayoutRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`payout refused: ${reason}`);
    this.name = 'PayoutRefusedError';
  }
}

/**
 * What the platform needs from a chain custody provider: a deposit address per player and
 * method, and sending a withdrawal. Incoming transfers reach the crypto service from the
 * provider's side (the sandbox chain's control calls play that part).
 */
export interface ChainAdapter {
  /** False when no provider is configured: crypto payments are refused before anything moves. */
  configured: boolean;
  depositAddress(userId: string, method: { code: string; network: string }): string;
  /**
   * Broadcasts a payout once per `id`: the same id again answers the first hash and sends
   * nothing new. Throws `PayoutRefusedError` on a definite refusal; any other error (timeout,
   * lost connection) means the payout may or may not have gone out.
   */
  send(payout: TPayout): Promise<{ hash: string }>;
  /** The provider's answer about the payout with this id, for reconciling unknown outcomes. */
  status(id: string): Promise<TPayoutStatus>;
}

/**
 * No custody provider configured (production without one): no addresses are handed out and
 * nothing is sent, so no player is shown an address nobody watches.
 */
export function unconfiguredChain(): ChainAdapter {
  const refuse = (): never => {
    throw new AppError('payments_are_disabled', 503);
  };
  return {
    configured: false,
    depositAddress: refuse,
    send: refuse,
    status: () => Promise.resolve({ state: 'unknown' }),
  };
}

/**
 * The sandbox chain: addresses derived from a secret, payouts that always go through. Like a
 * real provider it dedupes by payout id: each broadcast is recorded in the database (so the
 * record survives a restart) and a repeated id answers the first hash.
 */
export function createSandboxChain(secret: string, db: DbOrTx): ChainAdapter {
  const repo = createCryptoRepo(db);
  const hashOf = (payout: TPayout) => {
    const hash = createHmac('sha256', secret).update(`payout:${payout.id}`).digest('hex');
    return payout.network === 'ETH' || payout.network === 'BSC' ? `0x${hash}` : hash;
  };
  return {
    configured: true,
    depositAddress: (userId, method) => sandboxDepositAddress(secret, userId, method),
    async send(payout) {
      const recorded = await repo.recordSandboxPayout({
        payoutId: payout.id,
        network: payout.network,
        address: payout.address,
        memo: payout.memo,
        amount: payout.amount,
        hash: hashOf(payout),
      });
      // A real provider refuses an idempotency key reused for another payout; that is our bug,
      // not the player's, so it is not a refusal that refunds: the outcome stays for an operator.
      if (
        recorded.network !== payout.network ||
        recorded.address !== payout.address ||
        recorded.memo !== payout.memo ||
        recorded.amount !== payout.amount
      )
        throw new Error(`payout ${payout.id} was sent before with other details`);
      return { hash: recorded.hash };
    },
    async status(id) {
      const found = await repo.findSandboxPayout(id);
      return found ? { state: 'sent', hash: found.hash } : { state: 'unknown' };
    },
  };
}
