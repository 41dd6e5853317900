import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  blockingErrorStore,
  reportApiFailure,
  reportApiSuccess,
  toBlockingError,
} from './blocking-error';

const apiError = (status: number, detail: string, params = {}) =>
  new ApiError({ status, detail, params });

afterEach(() => blockingErrorStore.clear());

describe('toBlockingError', () => {
  it('reads a 401 ban with its reason and description', () => {
    expect(
      toBlockingError(
        apiError(401, 'banned', { reason: 'multi_accounting', description: 'Two accounts' }),
        false,
      ),
    ).toEqual({ kind: 'banned', reason: 'multi_accounting', description: 'Two accounts' });
  });

  it('reads 451 region_restricted with country and IP', () => {
    expect(
      toBlockingError(
        apiError(451, 'region_restricted', { country: 'US', ip: '203.0.113.7' }),
        false,
      ),
    ).toEqual({ kind: 'region', country: 'US', ip: '203.0.113.7' });
  });

  it('reads invalid_bot', () => {
    expect(toBlockingError(apiError(400, 'invalid_bot'), false)).toEqual({ kind: 'invalid_bot' });
  });

  it('calls a network failure unstable at once, a 5xx only when repeated', () => {
    expect(toBlockingError(apiError(0, 'network_error'), false)).toEqual({ kind: 'connection' });
    expect(toBlockingError(apiError(503, 'internal_error'), false)).toBeNull();
    expect(toBlockingError(apiError(503, 'internal_error'), true)).toEqual({ kind: 'connection' });
  });

  it('leaves everything else to the caller', () => {
    expect(toBlockingError(apiError(401, 'unauthorized'), true)).toBeNull();
    expect(toBlockingError(apiError(401, 'invalid_credentials'), true)).toBeNull();
    expect(toBlockingError(apiError(404, 'not_found'), true)).toBeNull();
    expect(toBlockingError(new Error('boom'), true)).toBeNull();
  });
});

describe('reportApiFailure', () => {
  it('shows the connection screen on the second server failure in a row', () => {
    reportApiFailure(apiError(500, 'internal_error'));
    expect(blockingErrorStore.get()).toBeNull();
    reportApiFailure(apiError(502, 'internal_error'));
    expect(blockingErrorStore.get()).toEqual({ kind: 'connection' });
  });

  it('counts a query retried to exhaustion as repeated', () => {
    reportApiFailure(apiError(500, 'internal_error'), 3);
    expect(blockingErrorStore.get()).toEqual({ kind: 'connection' });
  });

  it('forgets a run of failures after any success', () => {
    reportApiFailure(apiError(500, 'internal_error'));
    reportApiSuccess();
    reportApiFailure(apiError(500, 'internal_error'));
    expect(blockingErrorStore.get()).toBeNull();
  });

  it('never lets a weaker screen replace a ban', () => {
    reportApiFailure(apiError(401, 'banned', { reason: 'kyc', description: '' }));
    reportApiFailure(apiError(451, 'region_restricted', { country: 'US', ip: '1.1.1.1' }));
    reportApiFailure(apiError(0, 'network_error'));
    expect(blockingErrorStore.get()).toMatchObject({ kind: 'banned', reason: 'kyc' });
  });

  it('clears only the screen it names', () => {
    reportApiFailure(apiError(451, 'region_restricted', { country: 'US', ip: '1.1.1.1' }));
    blockingErrorStore.clear('connection');
    expect(blockingErrorStore.get()).toMatchObject({ kind: 'region' });
    blockingErrorStore.clear('region');
    expect(blockingErrorStore.get()).toBeNull();
  });
});
