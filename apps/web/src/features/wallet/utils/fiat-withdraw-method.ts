import type { TFiatMethod } from '@aurum/contracts/wallet';
import { isSteamMethod, type TFiatSide } from './fiat-method';
import type { TPaymentFieldKind } from './payment-fields';

export type TFiatSellSide = TFiatSide;
type TMethodKind = TFiatMethod['method'];

/** A method's name as the spec's lists write it: "Open Banking" is `open_banking`. */
const nameKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const isBlikMethod = (method: Pick<TFiatMethod, 'name' | 'method'>): boolean =>
  method.method === 'blik' || nameKey(method.name) === 'blik';

/** Spec 5: the name is required unless the method is Steam or BLIK. */
export const isNameRequired = (method: Pick<TFiatMethod, 'name' | 'method'>): boolean =>
  !isSteamMethod(method) && !isBlikMethod(method);

/** Spec 5: a method requiring the Latin full name needs the name field in Latin letters. */
export const needsLatinName = (side: TFiatSellSide): boolean =>
  side.externalDetailsFields.required.includes('full_name_latin');

/** Methods whose payout finds the player by e-mail (spec 9 "email-hint method list"). */
const EMAIL_HINT_METHODS: ReadonlySet<string> = new Set([
  'revolut',
  'wise',
  'n26',
  'open_banking',
  'rapid_transfer',
  'neteller',
  'skrill',
  'paysafecard',
]);

export const needsEmailHint = (method: Pick<TFiatMethod, 'name'>): boolean =>
  EMAIL_HINT_METHODS.has(nameKey(method.name));

/** Spec 9: the optional-fee info text shows for PLN withdrawals. */
export const OPTIONAL_FEE_CURRENCY = 'PLN';

/** Full-name kinds are never asked for: the name field fills them (spec 5). */
export const NAME_FIELD_KINDS: ReadonlySet<TPaymentFieldKind> = new Set([
  'name',
  'first_name',
  'last_name',
  'full_name',
  'full_name_latin',
]);

/** Fields offered by a method's kind even when its lists leave them out (spec 5). */
const EXTRA_FIELDS: Partial<Record<TMethodKind, TPaymentFieldKind>> = {
  p2p: 'card',
  account_number: 'account_number_online_banking_ph',
  sbp: 'phone',
};

export interface TDetailField {
  kind: TPaymentFieldKind;
  required: boolean;
}

/**
 * The detail fields a fiat withdrawal asks for besides the name: the sell side's required ones
 * first, then its optional ones, then the kind's extra field (optional unless listed), each
 * once; full-name kinds left out.
 */
export function withdrawDetailFields(method: TFiatMethod, side: TFiatSellSide): TDetailField[] {
  const { required, optional } = side.externalDetailsFields;
  const extra = EXTRA_FIELDS[method.method];
  const fields: TDetailField[] = [];
  const add = (kind: TPaymentFieldKind, isRequired: boolean) => {
    if (NAME_FIELD_KINDS.has(kind) || fields.some((field) => field.kind === kind)) return;
    fields.push({ kind, required: isRequired });
  };
  required.forEach((kind) => add(kind, true));
  optional.forEach((kind) => add(kind, false));
  if (extra) add(extra, false);
  return fields;
}

/** The name kinds the sell side lists, required or optional. */
function listedNameKinds(side: TFiatSellSide): Set<TPaymentFieldKind> {
  const { required, optional } = side.externalDetailsFields;
  return new Set([...required, ...optional].filter((kind) => NAME_FIELD_KINDS.has(kind)));
}

/** First name and the rest ("Anna Maria Schmidt": "Anna", "Maria Schmidt"). */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/** The sell side needs a first and a last name: one word will not do. */
export const needsTwoNames = (side: TFiatSellSide): boolean =>
  side.externalDetailsFields.required.some((kind) => kind === 'first_name' || kind === 'last_name');

const LATIN_NAME = /^[A-Za-z][A-Za-z\s-]*$/;

/**
 * The hidden full-name fields filled from the name field (spec 5): `name` always, and whichever
 * of first_name, last_name, full_name and full_name_latin the sell side lists. The Latin one
 * only when the name is Latin (when it is required the form has checked that already).
 */
export function nameDetails(
  name: string,
  side: TFiatSellSide,
): Partial<Record<TPaymentFieldKind, string>> {
  const full = name.trim().replace(/\s+/g, ' ');
  if (!full) return {};
  const listed = listedNameKinds(side);
  const { first, last } = splitName(full);
  const candidates: Partial<Record<TPaymentFieldKind, string>> = {
    first_name: first,
    last_name: last,
    full_name: full,
    full_name_latin: LATIN_NAME.test(full) ? full : '',
  };
  const details: Partial<Record<TPaymentFieldKind, string>> = { name: full };
  for (const kind of listed) {
    const value = candidates[kind];
    if (kind !== 'name' && value) details[kind] = value;
  }
  return details;
}

/**
 * The name a saved detail set carries: its name, else its full name (Latin or not), else its
 * first and last name.
 */
export function savedName(details: Partial<Record<TPaymentFieldKind, string>>): string {
  return (
    details.name ??
    details.full_name ??
    details.full_name_latin ??
    [details.first_name, details.last_name].filter(Boolean).join(' ')
  );
}
