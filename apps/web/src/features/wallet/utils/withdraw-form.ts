import { ZDecimalAmount } from '@aurum/contracts/money';
import {
  BOT_PAY_PROVIDERS,
  type TBotPayProvider,
  type TCryptoMethod,
  type TCryptoWithdrawBody,
  type TWithdrawFee,
} from '@aurum/contracts/wallet';
import { z } from 'zod';
import type { TCryptoWithdrawDraft } from '../model/withdraw-draft';
import { compareDecimal, isPositiveDecimal } from './decimal';

/** Toncoin-network withdrawals may carry a memo (exchanges use it to find the player). */
export const MEMO_NETWORK = 'TON';
const MAX_ADDRESS_LENGTH = 128;
const MAX_MEMO_LENGTH = 64;

export const hasMemo = (method: Pick<TCryptoMethod, 'network'>): boolean =>
  method.network === MEMO_NETWORK;

/**
 * Where a crypto withdrawal goes: an address on the method's network, or (Telegram build) the
 * player's own account with a chat-bot provider, which needs no address.
 */
export type TWithdrawDestination = 'address' | TBotPayProvider;

/** The chat-bot providers that pay out this method: those its `additionalProviders` lists. */
export function botPayoutProviders(method: Pick<TCryptoMethod, 'additionalProviders'>) {
  return BOT_PAY_PROVIDERS.filter((provider) => method.additionalProviders.includes(provider));
}

/** The method's address format; a malformed one from the server checks nothing. */
function addressPattern(addressFormat: string): RegExp | null {
  try {
    return new RegExp(addressFormat);
  } catch {
    return null;
  }
}

/**
 * The crypto withdraw form of one method (spec 5): an address matching the method's format
 * (none to a chat-bot provider), a memo on the Toncoin network only, and an amount as the
 * contract accepts it, above zero and with no more decimals than the currency has. The bounds
 * come from the fee call, later.
 */
export function cryptoWithdrawFormSchema(
  method: TCryptoMethod,
  destination: TWithdrawDestination = 'address',
) {
  const pattern = addressPattern(method.addressFormat);
  const address =
    destination === 'address'
      ? z
          .string()
          .trim()
          .min(1, { message: 'Validation.required', abort: true })
          .max(MAX_ADDRESS_LENGTH, { message: 'Validation.invalid_address' })
          .refine((value) => pattern?.test(value) ?? true, {
            message: 'Validation.invalid_address',
          })
      : z.string();
  return z.object({
    address,
    memo: z.string().trim().max(MAX_MEMO_LENGTH, { message: 'Validation.invalid_format' }),
    amount: z
      .string()
      .trim()
      .min(1, { message: 'Validation.required' })
      .pipe(ZDecimalAmount)
      .refine((amount) => (amount.split('.')[1]?.length ?? 0) <= method.precision, {
        message: 'Validation.invalid_amount',
      })
      .refine(isPositiveDecimal, { message: 'Validation.invalid_amount' }),
  });
}

export type TCryptoWithdrawFormValues = z.input<ReturnType<typeof cryptoWithdrawFormSchema>>;

export const EMPTY_WITHDRAW_FORM: TCryptoWithdrawFormValues = { address: '', memo: '', amount: '' };

/**
 * The draft the confirm step sends; the memo only where the network has one. To a chat-bot
 * provider: the provider, and neither address nor memo (it pays the player's Telegram account).
 */
export function toWithdrawDraft(
  values: TCryptoWithdrawFormValues,
  method: TCryptoMethod,
  destination: TWithdrawDestination = 'address',
): TCryptoWithdrawDraft {
  const amount = values.amount.trim();
  if (destination !== 'address') {
    return { currency: method.code, address: '', amount, memo: null, provider: destination };
  }
  const memo = values.memo.trim();
  return {
    currency: method.code,
    address: values.address.trim(),
    amount,
    memo: hasMemo(method) && memo ? memo : null,
    provider: null,
  };
}

/** The withdraw call's body: empty memo and provider are left out. */
export function toWithdrawBody({
  currency,
  address,
  amount,
  memo,
  provider,
}: TCryptoWithdrawDraft): TCryptoWithdrawBody {
  return {
    currency,
    address,
    amount,
    ...(memo ? { memo } : {}),
    ...(provider ? { provider } : {}),
  };
}

export interface TAmountBoundIssue {
  message: 'Validation.minimum_amount' | 'Validation.maximum_amount';
  /** The bound crossed, a decimal string in the method's currency. */
  bound: string;
}

/** Whether `amount` lies within what the fee call allows now; the bound it crosses if not. */
export function checkAmountBounds(
  amount: string,
  { minAmount, maxAmount }: Pick<TWithdrawFee, 'minAmount' | 'maxAmount'>,
): TAmountBoundIssue | null {
  if (compareDecimal(amount, minAmount) < 0) {
    return { message: 'Validation.minimum_amount', bound: minAmount };
  }
  if (compareDecimal(amount, maxAmount) > 0) {
    return { message: 'Validation.maximum_amount', bound: maxAmount };
  }
  return null;
}
