import type { TMoney } from '@aurum/contracts/money';

/** An account-currency amount as the player reads it: `10.80 USD`. */
export const usd = (money: TMoney) => `${money.primaryValue} USD`;
