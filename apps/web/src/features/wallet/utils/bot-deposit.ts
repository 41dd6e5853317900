import {
  DEFAULT_BOT_PAY_CURRENCY,
  type TBotPayProvider,
  type TCryptoMethod,
} from '@aurum/contracts/wallet';
import { z } from 'zod';
import { compareDecimal } from './decimal';
import { depositAmountField } from './fiat-deposit-form';

/** The crypto methods a chat-bot provider takes (their `additionalProviders` name it). */
export function botPayMethods(
  methods: readonly TCryptoMethod[],
  provider: TBotPayProvider,
): TCryptoMethod[] {
  return methods.filter((method) => method.additionalProviders.includes(provider));
}

/** The currency the form starts on: USDTTRC20 when the provider takes it (spec 9), else the first. */
export function defaultBotPayMethod(methods: readonly TCryptoMethod[]): TCryptoMethod | undefined {
  return methods.find((method) => method.code === DEFAULT_BOT_PAY_CURRENCY) ?? methods[0];
}

/**
 * The chat-bot deposit amount (spec 5): a decimal above zero with no more decimals than the
 * currency has, at least its minDepositAmount (the server refuses less the same way).
 */
export function botDepositFormSchema(
  method: Pick<TCryptoMethod, 'minDepositAmount' | 'precision'>,
) {
  return z.object({
    amount: depositAmountField(method.precision).refine(
      (amount) => compareDecimal(amount, method.minDepositAmount) >= 0,
      {
        message: 'Validation.minimum_amount',
      },
    ),
  });
}
