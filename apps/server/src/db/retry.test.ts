import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryConflicts } from './retry';

const conflict = (code: string) => Object.assign(new Error('conflict'), { code });

describe('retryConflicts', () => {
  it('runs again after a deadlock or serialization failure, also when wrapped', async () => {
    const failures = [conflict('40P01'), new Error('Failed query', { cause: conflict('40001') })];
    let calls = 0;
    const result = await retryConflicts(() => {
      calls += 1;
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve('done');
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('passes other errors through at once and gives up after its attempts', async () => {
    let calls = 0;
    await expect(
      retryConflicts(() => {
        calls += 1;
        return Promise.reject(conflict('23505'));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
    await expect(
      retryConflicts(() => Promise.reject(conflict('40001')), { attempts: 2 }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
  });
});
