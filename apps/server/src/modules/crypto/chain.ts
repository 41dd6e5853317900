import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { sandboxDepositAddress } from './sandbox-addresses';

/**
 * What the platform needs from a chain custody provider: a deposit address per player and
 * method, and sending a withdrawal. Incoming transfers reach the crypto service from the
 * provider's side (the sandbox chain's control calls play that part).
 */
export interface ChainAdapter {
  /** False when no provider is configured: crypto payments are refused before anything moves. */
  configured: boolean;
  depositAddress(userId: string, method: { code: string; network: string }): string;
  /** Broadcasts a payout; answers the transaction hash. */
  send(payout: {
    id: string;
    network: string;
    address: string;
    memo: string | null;
    amount: bigint;
  }): Promise<{ hash: string }>;
}

/**
 * No custody provider configured (production without one): no addresses are handed out and
 * nothing is sent, so no player is shown an address nobody watches.
 */
export function unconfiguredChain(): ChainAdapter {
  const refuse = (): never => {
    throw new AppError('payments_are_disabled', 503);
  };
  return { configured: false, depositAddress: refuse, send: refuse };
}

/** The sandbox chain: addresses derived from a secret, payouts that always go through. */
export function createSandboxChain(secret: string): ChainAdapter {
  return {
    configured: true,
    depositAddress: (userId, method) => sandboxDepositAddress(secret, userId, method),
    send: (payout) => {
      const hash = randomBytes(32).toString('hex');
      const evm = payout.network === 'ETH' || payout.network === 'BSC';
      return Promise.resolve({ hash: evm ? `0x${hash}` : hash });
    },
  };
}
