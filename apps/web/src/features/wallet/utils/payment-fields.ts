import type { PAYMENT_FIELD_KINDS } from '@aurum/contracts/wallet';
import { isValidPhoneNumber } from 'react-phone-number-input';
import { z } from 'zod';

export type TPaymentFieldKind = (typeof PAYMENT_FIELD_KINDS)[number];

/** The contract keeps detail values to 200 characters. */
const MAX_FIELD_LENGTH = 200;

interface TFieldRule {
  /** What the form sends: e.g. a card number without the spaces typed between its groups. */
  normalize?: (value: string) => string;
  test?: (value: string) => boolean;
  /** The translation key shown when `test` fails. */
  message?: string;
}

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');
const matches = (pattern: RegExp) => (value: string) => pattern.test(value);
const MONTH = matches(/^(0[1-9]|1[0-2])$/);
const YEAR = matches(/^\d{4}$/);
const EMAIL = z.email();

/** Spec 5: the check each detail kind gets; names only need to be there. */
const RULES: Record<TPaymentFieldKind, TFieldRule> = {
  name: {},
  first_name: {},
  last_name: {},
  full_name: {},
  holder: {},
  card: {
    normalize: withoutSpaces,
    test: matches(/^\d{16}$/),
    message: 'Validation.invalid_card',
  },
  phone: { test: (value) => isValidPhoneNumber(value), message: 'Validation.invalid_phone' },
  email: {
    test: (value) => EMAIL.safeParse(value).success,
    message: 'Validation.invalid_email',
  },
  person_id: {
    normalize: withoutSpaces,
    test: matches(/^\d{10}$/),
    message: 'Validation.invalid_person_id',
  },
  full_name_latin: {
    normalize: (value) => value.replace(/\s+/g, ' '),
    test: matches(/^[A-Za-z\s-]+$/),
    message: 'Validation.invalid_full_name_latin',
  },
  expiration_month: { test: MONTH, message: 'Validation.invalid_format' },
  expiration_year: { test: YEAR, message: 'Validation.invalid_format' },
  month: { test: MONTH, message: 'Validation.invalid_format' },
  year: { test: YEAR, message: 'Validation.invalid_format' },
  cvc: { test: matches(/^\d{3,4}$/), message: 'Validation.invalid_format' },
  account_number_online_banking_ph: {
    normalize: withoutSpaces,
    test: matches(/^[\dA-Za-z-]{4,34}$/),
    message: 'Validation.invalid_format',
  },
};

/**
 * One payment detail field of a kind (spec 5): a string, trimmed and normalised (a card number
 * loses its spaces), checked by its kind's rule. Empty passes unless `required`
 * (Validation.required); the messages are translation keys (`translateIssue`).
 */
export function paymentFieldSchema(kind: TPaymentFieldKind, { required }: { required: boolean }) {
  const rule = RULES[kind];
  return z
    .string()
    .trim()
    .transform((value) => rule.normalize?.(value) ?? value)
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: 'Validation.required' });
        return;
      }
      if (value.length > MAX_FIELD_LENGTH) {
        ctx.addIssue({ code: 'custom', message: 'Validation.invalid_format' });
      } else if (rule.test && !rule.test(value)) {
        ctx.addIssue({ code: 'custom', message: rule.message ?? 'Validation.invalid_format' });
      }
    });
}

/** The fields a method's side asks for, required ones first, each kind once. */
export function paymentFieldList(fields: {
  required: readonly TPaymentFieldKind[];
  optional: readonly TPaymentFieldKind[];
}): { kind: TPaymentFieldKind; required: boolean }[] {
  const required = [...new Set(fields.required)];
  const optional = [...new Set(fields.optional)].filter((kind) => !required.includes(kind));
  return [
    ...required.map((kind) => ({ kind, required: true })),
    ...optional.map((kind) => ({ kind, required: false })),
  ];
}

/** A form of several detail fields, keyed by kind (values are strings, one per field asked). */
export function paymentFieldsSchema(
  fields: readonly { kind: TPaymentFieldKind; required: boolean }[],
) {
  const shape: Record<string, ReturnType<typeof paymentFieldSchema>> = Object.fromEntries(
    fields.map(({ kind, required }) => [kind, paymentFieldSchema(kind, { required })]),
  );
  return z.object(shape);
}

/** Detail values as the order calls take them: the empty (optional, left blank) ones left out. */
export function toExternalFields(
  values: Partial<Record<TPaymentFieldKind, string>>,
): Partial<Record<TPaymentFieldKind, string>> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}

/** The phone picker's first country for a method's currency (spec 9 currency-to-locale). */
const CURRENCY_COUNTRIES: Record<string, string> = {
  RUB: 'RU',
  KZT: 'KZ',
  UAH: 'UA',
  UZS: 'UZ',
  PLN: 'PL',
  IDR: 'ID',
};

export const phoneCountryFor = (currency: string): string | undefined =>
  CURRENCY_COUNTRIES[currency];
