import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestUrl } from '@/testing/fake-api';
import { aTransaction, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { createQueryWrapper } from '@/testing/query-wrapper';
import { submission } from '@/lib/idempotency';
import { useCreateBuyOrder } from './create-buy-order';
import { useCreateSellOrder } from './create-sell-order';
import { useCreateWithdrawal } from './create-withdrawal';

const fetchMock = stubFetch();
const KEY_FORMAT = /^[A-Za-z0-9_:-]{1,100}$/;

/** The Idempotency-Key each call to `path` carried, in order. */
function keysSentTo(path: string): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([input]) => requestUrl(input).pathname === path)
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key']);
}

/** The first call's answer is lost on the way; the retry gets `answer`. */
function loseFirstAnswer(answer: () => Response) {
  let calls = 0;
  fetchMock.mockImplementation(() => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(answer());
  });
}

const cases = [
  {
    name: 'crypto withdrawal',
    path: '/api/v1/wallet/txns/withdraw',
    answer: () => jsonResponse(aTransaction({ type: 'withdraw' })),
    send: () => {
      const { result } = renderHook(() => useCreateWithdrawal(), {
        wrapper: createQueryWrapper().Wrapper,
      });
      return () =>
        result.current.mutateAsync(
          submission({ currency: 'USDTTRC20', address: 'T'.padEnd(34, 'A'), amount: '20' }),
        );
    },
  },
  {
    name: 'fiat withdrawal',
    path: '/api/v2/wallet/orders/sell',
    answer: () => jsonResponse(aTransaction({ type: 'sell' })),
    send: () => {
      const { result } = renderHook(() => useCreateSellOrder(), {
        wrapper: createQueryWrapper().Wrapper,
      });
      return () =>
        result.current.mutateAsync(
          submission({
            amount: '2000',
            bankId: 'rub-card',
            subbankId: null,
            details: { name: 'Anna Lind' },
          }),
        );
    },
  },
  {
    name: 'fiat deposit order',
    path: '/api/v2/wallet/orders/buy',
    answer: () => jsonResponse({ id: 'order-1' }),
    send: () => {
      const { result } = renderHook(() => useCreateBuyOrder(), {
        wrapper: createQueryWrapper().Wrapper,
      });
      return () => result.current.mutateAsync(submission({ amount: '1000', bankId: 'rub-card' }));
    },
  },
];

describe.each(cases)('$name', ({ path, answer, send }) => {
  it('sends one Idempotency-Key per submission and the same key when it retries', async () => {
    loseFirstAnswer(answer);
    const submit = send();
    await act(async () => {
      await submit();
    });
    const [first, retried] = keysSentTo(path);
    expect(keysSentTo(path)).toHaveLength(2);
    expect(first).toMatch(KEY_FORMAT);
    expect(retried).toBe(first);

    // The next submission of the form is a new request: a new key.
    await act(async () => {
      await submit();
    });
    const keys = keysSentTo(path);
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(KEY_FORMAT);
    expect(keys[2]).not.toBe(first);
  });

  it('does not retry an answer the server gave', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ detail: 'insufficient_balance' }, 422)),
    );
    const submit = send();
    await act(async () => {
      await submit().catch(() => undefined);
    });
    await waitFor(() => expect(keysSentTo(path)).toHaveLength(1));
  });
});
