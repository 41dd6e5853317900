import { ACCOUNT_CURRENCY, type TMoney } from '@aurum/contracts/money';
import { formatAmount } from '@/lib/format-amount';

/** An account-currency amount as the player reads it in their language: `1,080.50 USD`, `1 080,50 USD`. */
export const usd = (money: Pick<TMoney, 'primaryValue' | 'primaryPrecision'>, locale: string) =>
  formatAmount(money, ACCOUNT_CURRENCY, locale);
