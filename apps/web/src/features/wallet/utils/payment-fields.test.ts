import { describe, expect, it } from 'vitest';
import {
  paymentFieldList,
  paymentFieldSchema,
  paymentFieldsSchema,
  toExternalFields,
  type TPaymentFieldKind,
} from './payment-fields';

/** The message a value gets, or the value the form sends when it passes. */
function check(kind: TPaymentFieldKind, value: string, required = true) {
  const result = paymentFieldSchema(kind, { required }).safeParse(value);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
}

describe('paymentFieldSchema', () => {
  it('requires a value unless the field is optional', () => {
    expect(check('name', '  ')).toEqual({ message: 'Validation.required' });
    expect(check('card', '', false)).toEqual({ value: '' });
    expect(check('name', ' Ivan Petrov ')).toEqual({ value: 'Ivan Petrov' });
  });

  it('takes a card of exactly 16 digits, spaces dropped', () => {
    expect(check('card', '4111 1111 1111 1111')).toEqual({ value: '4111111111111111' });
    expect(check('card', '4111 1111 1111 111')).toEqual({ message: 'Validation.invalid_card' });
    expect(check('card', '4111-1111-1111-1111')).toEqual({ message: 'Validation.invalid_card' });
    expect(check('card', '41111111111111112')).toEqual({ message: 'Validation.invalid_card' });
  });

  it('takes a valid international phone number', () => {
    expect(check('phone', '+79001234567')).toEqual({ value: '+79001234567' });
    expect(check('phone', '+7900123')).toEqual({ message: 'Validation.invalid_phone' });
    expect(check('phone', '12345')).toEqual({ message: 'Validation.invalid_phone' });
  });

  it('takes a Latin name of letters, spaces and hyphens', () => {
    expect(check('full_name_latin', 'Anna-Maria  Nowak')).toEqual({ value: 'Anna-Maria Nowak' });
    expect(check('full_name_latin', 'Анна Новак')).toEqual({
      message: 'Validation.invalid_full_name_latin',
    });
    expect(check('full_name_latin', "O'Brien")).toEqual({
      message: 'Validation.invalid_full_name_latin',
    });
  });

  it('takes an expiry month 01 to 12 and a four-digit year', () => {
    expect(check('expiration_month', '01')).toEqual({ value: '01' });
    expect(check('expiration_month', '12')).toEqual({ value: '12' });
    for (const month of ['1', '00', '13', 'ab']) {
      expect(check('expiration_month', month)).toEqual({ message: 'Validation.invalid_format' });
    }
    expect(check('expiration_year', '2031')).toEqual({ value: '2031' });
    expect(check('expiration_year', '31')).toEqual({ message: 'Validation.invalid_format' });
  });

  it('takes a 10-digit person id and a valid e-mail', () => {
    expect(check('person_id', '1234567890')).toEqual({ value: '1234567890' });
    expect(check('person_id', '123456789')).toEqual({ message: 'Validation.invalid_person_id' });
    expect(check('email', 'player@example.com')).toEqual({ value: 'player@example.com' });
    expect(check('email', 'player@')).toEqual({ message: 'Validation.invalid_email' });
  });
});

describe('a form of fields', () => {
  it('lists required fields first, each kind once', () => {
    expect(paymentFieldList({ required: ['phone', 'name'], optional: ['email', 'phone'] })).toEqual(
      [
        { kind: 'phone', required: true },
        { kind: 'name', required: true },
        { kind: 'email', required: false },
      ],
    );
  });

  it('sends the filled values only', () => {
    const schema = paymentFieldsSchema([
      { kind: 'card', required: true },
      { kind: 'email', required: false },
    ]);
    const values = schema.parse({ card: '4111 1111 1111 1111', email: '' });
    expect(toExternalFields(values)).toEqual({ card: '4111111111111111' });
  });
});
