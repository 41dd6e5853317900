import type { TFiatMethod } from '@aurum/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { aFiatMethod, aFiatSide } from '@/testing/fiat-fixtures';
import {
  checkFiatWithdrawAmount,
  fiatWithdrawFormSchema,
  toFiatWithdrawDraft,
} from './fiat-withdraw-form';
import {
  isNameRequired,
  nameDetails,
  needsEmailHint,
  withdrawDetailFields,
} from './fiat-withdraw-method';

type TSellSide = NonNullable<TFiatMethod['sell']>;

function sellMethod(
  overrides: Partial<TFiatMethod> = {},
  fields: Partial<TSellSide['externalDetailsFields']> = {},
  side: Partial<TSellSide> = {},
) {
  const sell = aFiatSide({
    minAmount: '1000.00',
    maxAmount: '300000.00',
    levels: [
      { from: '0.00', fee: '0.03' },
      { from: '10000.00', fee: '0.02' },
    ],
    externalDetailsFields: { required: ['name'], optional: [], ...fields },
    ...side,
  });
  const method = aFiatMethod({ sell, ...overrides });
  return { method, side: sell };
}

/** The schema's messages for a form whose untouched fields are blank, as the form holds them. */
const messagesOf = (
  method: TFiatMethod,
  side: TSellSide,
  values: { name?: string; details?: Record<string, string> },
) => {
  const blank = Object.fromEntries(
    withdrawDetailFields(method, side).map(({ kind }) => [kind, '']),
  );
  const result = fiatWithdrawFormSchema(method, side).safeParse({
    amount: '1000',
    subbankId: '',
    name: values.name ?? '',
    details: { ...blank, ...values.details },
  });
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
};

describe('fiat withdraw amount (spec 5)', () => {
  const { side } = sellMethod();

  it('holds the amount within the method limits', () => {
    expect(checkFiatWithdrawAmount('999.99', side, 2, null)).toEqual({
      message: 'Validation.minimum_amount',
      bound: '1000.00',
    });
    expect(checkFiatWithdrawAmount('1000', side, 2, null)).toBeNull();
    expect(checkFiatWithdrawAmount('300000', side, 2, null)).toBeNull();
    expect(checkFiatWithdrawAmount('300000.01', side, 2, null)).toEqual({
      message: 'Validation.maximum_amount',
      bound: '300000.00',
    });
  });

  it('keeps amount plus its tier fee within the fiat balance', () => {
    // 2,000 at 3 % debits 2,060.
    expect(checkFiatWithdrawAmount('2000', side, 2, '2060.00')).toBeNull();
    expect(checkFiatWithdrawAmount('2000', side, 2, '2059.99')).toEqual({
      message: 'WalletFiatWithdraw.exceeds_balance',
      bound: '1999.99',
    });
  });

  it('leaves the balance to the server when it is in another currency', () => {
    expect(checkFiatWithdrawAmount('250000', side, 2, null)).toBeNull();
  });
});

describe('fiat withdraw name (spec 5)', () => {
  it('is required, except for Steam and BLIK', () => {
    const card = sellMethod();
    expect(messagesOf(card.method, card.side, {})).toEqual(['name: Validation.required']);

    const steam = sellMethod({ name: 'Steam', method: 'others' }, { required: ['email'] });
    expect(isNameRequired(steam.method)).toBe(false);
    expect(messagesOf(steam.method, steam.side, { details: { email: 'me@example.com' } })).toEqual(
      [],
    );

    const blik = sellMethod({ name: 'BLIK', method: 'blik' }, { required: ['phone'] });
    expect(isNameRequired(blik.method)).toBe(false);
    expect(messagesOf(blik.method, blik.side, { details: { phone: '+48501234567' } })).toEqual([]);
  });

  it('must be Latin when the method requires the Latin full name', () => {
    const sepa = sellMethod(
      { name: 'SEPA', method: 'cross_border' },
      {
        required: ['name', 'full_name_latin'],
      },
    );
    expect(messagesOf(sepa.method, sepa.side, { name: 'Иван Петров' })).toEqual([
      'name: Validation.invalid_full_name_latin',
    ]);
    expect(messagesOf(sepa.method, sepa.side, { name: 'Anna-Maria Schmidt' })).toEqual([]);
  });

  it('needs two words when the method requires first and last name', () => {
    const bank = sellMethod(
      { method: 'account_number' },
      {
        required: ['first_name', 'last_name'],
      },
    );
    expect(messagesOf(bank.method, bank.side, { name: 'Ivan' })).toEqual([
      'name: WalletFiatWithdraw.two_names',
    ]);
  });

  it('fills the hidden full-name fields the method lists', () => {
    const { side } = sellMethod(
      {},
      {
        required: ['name', 'first_name', 'last_name'],
        optional: ['full_name', 'full_name_latin'],
      },
    );
    expect(nameDetails('  Ivan   Petrov Sidorov ', side)).toEqual({
      name: 'Ivan Petrov Sidorov',
      first_name: 'Ivan',
      last_name: 'Petrov Sidorov',
      full_name: 'Ivan Petrov Sidorov',
      full_name_latin: 'Ivan Petrov Sidorov',
    });
    // An optional Latin name is left out rather than sent in Cyrillic.
    expect(nameDetails('Иван Петров', side)).toEqual({
      name: 'Иван Петров',
      first_name: 'Иван',
      last_name: 'Петров',
      full_name: 'Иван Петров',
    });
    expect(nameDetails('', side)).toEqual({});
  });
});

describe('fiat withdraw detail fields (spec 5)', () => {
  it.each<[TFiatMethod['method'], string]>([
    ['p2p', 'card'],
    ['account_number', 'account_number_online_banking_ph'],
    ['sbp', 'phone'],
  ])('offers the %s kind its extra field, optional', (kind, extra) => {
    const { method, side } = sellMethod({ method: kind });
    expect(withdrawDetailFields(method, side)).toEqual([{ kind: extra, required: false }]);
  });

  it('follows the required and optional lists, full-name kinds hidden, each kind once', () => {
    const { method, side } = sellMethod(
      { method: 'p2p' },
      {
        required: ['name', 'card', 'first_name', 'full_name_latin'],
        optional: ['email', 'card', 'last_name'],
      },
    );
    expect(withdrawDetailFields(method, side)).toEqual([
      { kind: 'card', required: true },
      { kind: 'email', required: false },
    ]);
    expect(withdrawDetailFields(sellMethod({ method: 'others' }).method, side)).toEqual([
      { kind: 'card', required: true },
      { kind: 'email', required: false },
    ]);
  });

  it('checks each field by its kind', () => {
    const { method, side } = sellMethod(
      { method: 'mpayment' },
      {
        required: ['name', 'phone'],
        optional: ['email'],
      },
    );
    expect(
      messagesOf(method, side, {
        name: 'Ivan Petrov',
        details: { phone: '123', email: 'nope' },
      }),
    ).toEqual([
      'details.phone: Validation.invalid_phone',
      'details.email: Validation.invalid_email',
    ]);
  });

  it('makes the draft: the name fills the hidden fields, blanks are left out', () => {
    const { method, side } = sellMethod(
      { method: 'p2p' },
      {
        required: ['name', 'full_name'],
        optional: ['email'],
      },
    );
    const values = fiatWithdrawFormSchema(method, side).parse({
      amount: ' 1500 ',
      name: 'Ivan Petrov',
      subbankId: '',
      details: { card: '4276 3800 1234 5678', email: '' },
    });
    expect(toFiatWithdrawDraft(values, method, side)).toEqual({
      amount: '1500',
      bankId: 'rub-card',
      subbankId: null,
      details: { name: 'Ivan Petrov', full_name: 'Ivan Petrov', card: '4276380012345678' },
    });
  });

  it('asks for a subbank when the method pays out through several', () => {
    const { method, side } = sellMethod(
      { method: 'sbp' },
      {},
      {
        subbanks: [{ id: 'sber', name: 'Sberbank', icon: '', priority: 1 }],
      },
    );
    expect(messagesOf(method, side, { name: 'Ivan Petrov' })).toEqual([
      'subbankId: WalletFiatWithdraw.choose_bank',
    ]);
  });
});

describe('e-mail hint methods (spec 9)', () => {
  it.each([
    'Revolut',
    'Wise',
    'N26',
    'Open Banking',
    'Rapid Transfer',
    'Neteller',
    'Skrill',
    'paysafecard',
  ])('hints %s', (name) => expect(needsEmailHint({ name })).toBe(true));

  it('does not hint a bank card', () => {
    expect(needsEmailHint({ name: 'Bank card' })).toBe(false);
  });
});
