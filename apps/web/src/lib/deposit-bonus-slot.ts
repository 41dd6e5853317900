import { createContext, useContext, type ReactNode } from 'react';

/** Where a deposit is about to be made from, and how much (a decimal in `currency`), if known. */
export interface TDepositBonusSlotProps {
  channel: 'fiat' | 'crypto';
  currency: string;
  amount?: string;
}

type TRenderDepositBonus = (props: TDepositBonusSlotProps) => ReactNode;

/**
 * The bonus line of the cashier's deposit forms. The app fills it with the bonuses feature's
 * component, so the wallet shows what a deposit earns without importing that feature.
 */
export const DepositBonusSlotContext = createContext<TRenderDepositBonus | null>(null);

/** Renders the bonus line for a deposit, or nothing where the app provides none. */
export function useDepositBonusSlot(): TRenderDepositBonus {
  return useContext(DepositBonusSlotContext) ?? (() => null);
}
