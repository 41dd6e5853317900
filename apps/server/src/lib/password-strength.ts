import { ErrorDetail } from '@aurum/contracts/http';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { AppError } from './app-error';

/**
 * zxcvbn's score (0-4) a new password must reach: 3 means about 10^8 guesses or more, so
 * common and breached passwords ("password", "12345678", "iloveyou2"), keyboard walks, dates
 * and l33t variants of dictionary words are refused, while passphrases pass.
 */
const MIN_SCORE = 3;

export type TPasswordWeakness = 'Validation.password_too_weak' | 'Validation.password_like_email';

let factory: ZxcvbnFactory | undefined;

/** Loaded on first use: the dictionaries take a moment and some memory. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    // The estimate runs on the event loop: these bounds keep a hostile 128-character input
    // to tens of milliseconds. A password long past 32 characters is judged by its start.
    maxLength: 32,
    l33tMaxSubstitutions: 6,
  });
  return factory;
}

/** Lower case letters and digits only: "Ivan.Petrov" and "ivan_petrov" compare alike. */
const letters = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a new password is refused, or undefined when it is acceptable (ASVS 2.1: any characters,
 * length checked by the contract, no composition rules, but no common, breached or
 * context-derived passwords). `context` holds what the account is known by: its e-mail.
 */
export function passwordWeakness(
  password: string,
  context: readonly string[] = [],
): TPasswordWeakness | undefined {
  const locals = context.map((value) => value.split('@')[0] ?? '');
  const words = locals.flatMap((local) => local.split(/[^\p{L}\p{N}]+/u));
  // The e-mail's name in any spelling, or its words shuffled with a few extra characters, is
  // refused outright; otherwise its words weigh as the most common of dictionary words.
  const plain = letters(password);
  if (locals.some((local) => letters(local).length >= 4 && plain.includes(letters(local))))
    return 'Validation.password_like_email';
  const rest = words
    .map(letters)
    .filter((word) => word.length >= 3)
    .reduce((remaining, word) => remaining.replaceAll(word, ''), plain);
  if (rest.length < 4 && rest.length < plain.length) return 'Validation.password_like_email';
  const inputs = [...context, ...locals, ...words].filter((part) => part.length >= 3);
  const result = estimator().check(password, inputs);
  return result.score >= MIN_SCORE ? undefined : 'Validation.password_too_weak';
}

/**
 * Refuses a weak new password as the contract refuses a short one: 400 validation_error with
 * the field and a message the forms translate. `field`: where the form has the password.
 */
export function assertStrongPassword(
  password: string,
  context: readonly string[],
  field = 'password',
): void {
  const weakness = passwordWeakness(password, context);
  if (weakness)
    throw new AppError(ErrorDetail.validation, 400, {
      in: 'body',
      fields: [{ path: field, message: weakness }],
    });
}
