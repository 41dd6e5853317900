import type { Tx } from '../../db/client';

/** A promo code typed at sign-up, as the module that owns promo codes (bonuses) takes it. */
export interface TSignUpPromo {
  /** Throws the code's refusal (an AppError, 400) when it cannot be used now. */
  check(code: string): Promise<void>;
  /**
   * Redeems the code for the account just created, inside the transaction that creates it;
   * throws its refusal (400), and the account is not created.
   */
  redeem(tx: Tx, userId: string, code: string): Promise<void>;
}

/**
 * Where modules built after auth take part in a sign-up without auth depending on them. Without
 * a promo hook, a promo code is only stored on the account.
 */
export interface TSignUpHooks {
  promo: TSignUpPromo | undefined;
}

export const createSignUpHooks = (): TSignUpHooks => ({ promo: undefined });
