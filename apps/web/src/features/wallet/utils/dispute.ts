import type { TTransaction } from '@aurum/contracts/wallet';

/** Deposit orders the player may dispute (spec 4 "History item"). */
const DISPUTABLE_STATUSES: ReadonlySet<TTransaction['status']> = new Set([
  'timeouted',
  'pending',
  'declined',
  'wait_for_confirmation',
]);

/** A fiat deposit (buy) that did not settle as the player expected can be disputed. */
export const canDispute = ({ type, status }: Pick<TTransaction, 'type' | 'status'>): boolean =>
  type === 'buy' && DISPUTABLE_STATUSES.has(status);
