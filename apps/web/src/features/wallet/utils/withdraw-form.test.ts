import { describe, expect, it } from 'vitest';
import { aCryptoMethod } from '@/testing/crypto-fixtures';
import { TON_ADDRESS, TRON_ADDRESS } from '@/testing/withdraw-fixtures';
import {
  botPayoutProviders,
  checkAmountBounds,
  cryptoWithdrawFormSchema,
  hasMemo,
  toWithdrawBody,
  toWithdrawDraft,
} from './withdraw-form';

const tron = aCryptoMethod();
const ton = aCryptoMethod({
  code: 'TON',
  name: 'Toncoin',
  network: 'TON',
  precision: 9,
  addressFormat: '^(EQ|UQ|kQ|0Q)[A-Za-z0-9_-]{46}$',
});

/** The first message of each field that fails. */
function issuesOf(method = tron, values: Partial<Record<'address' | 'memo' | 'amount', string>>) {
  const result = cryptoWithdrawFormSchema(method).safeParse({
    address: TRON_ADDRESS,
    memo: '',
    amount: '10',
    ...values,
  });
  if (result.success) return {};
  // The form shows each field's first issue.
  const first = new Map<string, string>();
  for (const { path, message } of result.error.issues) {
    const field = String(path[0]);
    if (!first.has(field)) first.set(field, message);
  }
  return Object.fromEntries(first);
}

describe('cryptoWithdrawFormSchema', () => {
  it('accepts an address of the method format and a decimal amount', () => {
    expect(issuesOf(tron, {})).toEqual({});
    expect(issuesOf(ton, { address: TON_ADDRESS, amount: '0.123456789' })).toEqual({});
  });

  it("checks the address against the method's regex", () => {
    expect(issuesOf(tron, { address: '' })).toEqual({ address: 'Validation.required' });
    expect(issuesOf(tron, { address: TON_ADDRESS })).toEqual({
      address: 'Validation.invalid_address',
    });
    expect(issuesOf(tron, { address: `${TRON_ADDRESS}x` })).toEqual({
      address: 'Validation.invalid_address',
    });
    expect(issuesOf(ton, { address: TRON_ADDRESS, amount: '1' })).toEqual({
      address: 'Validation.invalid_address',
    });
  });

  it('checks nothing when the server sends a malformed format', () => {
    expect(issuesOf(aCryptoMethod({ addressFormat: '([' }), { address: 'anything' })).toEqual({});
  });

  it.each(['abc', '1.', '.5', '0', '0.000', '1.1234567'])(
    'refuses the amount %j as invalid',
    (amount) => {
      expect(issuesOf(tron, { amount })).toEqual({ amount: 'Validation.invalid_amount' });
    },
  );

  it('asks for an amount', () => {
    expect(issuesOf(tron, { amount: ' ' })).toEqual({ amount: 'Validation.required' });
  });
});

describe('the memo', () => {
  it('belongs to the Toncoin network only', () => {
    expect(hasMemo(ton)).toBe(true);
    expect(hasMemo(aCryptoMethod({ code: 'USDTTON', network: 'TON' }))).toBe(true);
    expect(hasMemo(tron)).toBe(false);
  });

  it('goes into the draft and the body only there, and only when given', () => {
    const values = { address: ` ${TRON_ADDRESS} `, memo: '42', amount: '10.5' };
    expect(toWithdrawDraft(values, tron)).toEqual({
      currency: 'USDTTRC20',
      address: TRON_ADDRESS,
      amount: '10.5',
      memo: null,
      provider: null,
    });
    const tonDraft = toWithdrawDraft({ ...values, address: TON_ADDRESS }, ton);
    expect(tonDraft.memo).toBe('42');
    expect(toWithdrawBody(tonDraft)).toEqual({
      currency: 'TON',
      address: TON_ADDRESS,
      amount: '10.5',
      memo: '42',
    });
    expect(toWithdrawBody({ ...tonDraft, memo: null })).not.toHaveProperty('memo');
  });
});

describe('to a chat-bot provider', () => {
  it('is offered for the providers the method lists, in their order', () => {
    expect(botPayoutProviders(tron)).toEqual([]);
    expect(botPayoutProviders({ additionalProviders: ['xrocket', 'other', 'cryptobot'] })).toEqual([
      'cryptobot',
      'xrocket',
    ]);
  });

  it('asks for no address, checks the amount as before', () => {
    const check = (values: Record<string, string>) =>
      cryptoWithdrawFormSchema(ton, 'cryptobot').safeParse({ memo: '', ...values }).success;
    expect(check({ address: '', amount: '10' })).toBe(true);
    expect(check({ address: 'not an address', amount: '10' })).toBe(true);
    expect(check({ address: '', amount: '0' })).toBe(false);
    expect(check({ address: '', amount: '' })).toBe(false);
  });

  it('sends the provider and neither address nor memo', () => {
    const draft = toWithdrawDraft(
      { address: TON_ADDRESS, memo: '42', amount: ' 7 ' },
      ton,
      'cryptobot',
    );
    expect(draft).toEqual({
      currency: 'TON',
      address: '',
      amount: '7',
      memo: null,
      provider: 'cryptobot',
    });
    expect(toWithdrawBody(draft)).toEqual({
      currency: 'TON',
      address: '',
      amount: '7',
      provider: 'cryptobot',
    });
  });
});

describe('checkAmountBounds', () => {
  const bounds = { minAmount: '5.000000', maxAmount: '1000.000000' };

  it('names the bound an amount crosses', () => {
    expect(checkAmountBounds('4.99', bounds)).toEqual({
      message: 'Validation.minimum_amount',
      bound: '5.000000',
    });
    expect(checkAmountBounds('1000.000001', bounds)).toEqual({
      message: 'Validation.maximum_amount',
      bound: '1000.000000',
    });
  });

  it('accepts both ends', () => {
    expect(checkAmountBounds('5', bounds)).toBeNull();
    expect(checkAmountBounds('1000', bounds)).toBeNull();
  });
});
