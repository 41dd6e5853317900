import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { DEFAULT_RETRY_AFTER_S, mapAuthError } from './map-auth-error';

const apiError = (status: number, detail: string, params = {}) =>
  new ApiError({ status, detail, params });

describe('mapAuthError', () => {
  it('maps each server answer to where the form shows it', () => {
    expect(mapAuthError(apiError(409, 'email_taken')).fields).toEqual([
      { path: 'email', message: 'Auth.errors.email_taken' },
    ]);
    expect(mapAuthError(apiError(401, 'invalid_credentials')).form).toBe(
      'Auth.errors.invalid_credentials',
    );
    expect(mapAuthError(apiError(401, 'banned', { reason: 'kyc' })).banned).toBe(true);
    expect(mapAuthError(apiError(0, 'network_error')).form).toBe('Errors.network_error');
    expect(mapAuthError(new Error('boom')).form).toBe('Errors.unexpected_error');
  });

  it('reads retryAfter in seconds, with a default when it is missing', () => {
    expect(mapAuthError(apiError(429, 'too_many_requests', { retryAfter: 12.2 }))).toMatchObject({
      form: 'Auth.errors.too_many_requests',
      retryAfterSeconds: 13,
    });
    expect(mapAuthError(apiError(429, 'too_many_requests')).retryAfterSeconds).toBe(
      DEFAULT_RETRY_AFTER_S,
    );
  });

  it('falls back to a form message for a validation error without fields', () => {
    expect(mapAuthError(apiError(400, 'validation_error'))).toMatchObject({
      fields: [],
      form: 'Errors.validation_error',
    });
  });

  it.each(['promo_code_not_found', 'promo_code_expired', 'promo_code_exhausted'])(
    'puts the sign-up promo refusal %s under the promo field',
    (detail) => {
      expect(mapAuthError(apiError(400, detail))).toEqual({
        fields: [{ path: 'promo', message: `Bonuses.errors.${detail}` }],
        banned: false,
      });
    },
  );
});
