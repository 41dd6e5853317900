import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_DETAIL } from '@/lib/api-error';
import { promoRefusalKeys } from './promo-refusal';

describe('promoRefusalKeys', () => {
  it.each([
    [
      new ApiError({ status: 404, detail: 'promo_code_not_found' }),
      ['Bonuses.errors.promo_code_not_found'],
    ],
    [
      new ApiError({ status: 409, detail: 'promo_code_expired' }),
      ['Bonuses.errors.promo_code_expired'],
    ],
    [
      new ApiError({ status: 409, detail: 'promo_code_bonus_active' }),
      ['Bonuses.errors.promo_code_bonus_active'],
    ],
    [new ApiError({ status: 400, detail: 'validation_error' }), ['Validation.promo_code_invalid']],
    [
      new ApiError({ status: 0, detail: NETWORK_ERROR_DETAIL }),
      ['Errors.network_error', 'Errors.unexpected_error'],
    ],
    [new Error('boom'), ['Errors.unexpected_error', 'Errors.unexpected_error']],
  ])('%s', (error, keys) => {
    expect(promoRefusalKeys(error)).toEqual(keys);
  });
});
