import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, detail: 'not_found' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 429, detail: 'too_many_requests' }))).toBe(false);
  });

  it('retries network and server failures twice', () => {
    const network = new ApiError({ status: 0, detail: 'network_error' });
    const server = new ApiError({ status: 503, detail: 'internal_error' });
    expect([0, 1, 2].map((count) => shouldRetry(count, network))).toEqual([true, true, false]);
    expect([0, 1, 2].map((count) => shouldRetry(count, server))).toEqual([true, true, false]);
  });
});
