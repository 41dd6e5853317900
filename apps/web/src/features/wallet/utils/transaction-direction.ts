import type { TTransaction } from '@aurum/contracts/wallet';

/** Money coming in (a crypto deposit or a fiat purchase), as opposed to a withdrawal. */
export const isIncoming = (type: TTransaction['type']): boolean =>
  type === 'deposit' || type === 'buy';
