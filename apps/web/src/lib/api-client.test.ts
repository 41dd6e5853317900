import { defineEndpoint, ErrorDetail } from '@aurum/contracts/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '@/testing/json-response';
import { apiRequest } from './api-client';
import { ApiError, INVALID_RESPONSE_DETAIL, NETWORK_ERROR_DETAIL } from './api-error';

const getGame = defineEndpoint({
  method: 'GET',
  path: '/api/v2/games/:id',
  query: z.object({ demo: z.boolean().optional(), tags: z.array(z.string()).optional() }),
  response: z.object({ id: z.number(), title: z.string() }),
  summary: 'test',
  tags: ['test'],
});

const createOrder = defineEndpoint({
  method: 'POST',
  path: '/api/v2/wallet/orders/buy',
  body: z.object({ amount: z.string() }),
  response: z.object({ id: z.string() }),
  summary: 'test',
  tags: ['test'],
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  it('builds the URL from path params and query, and parses the body with the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 7, title: 'Gold Rush', internal: 'dropped' }));

    const game = await apiRequest(getGame, {
      params: { id: 7 },
      query: { demo: true, tags: ['new', 'hot'] },
    });

    expect(game).toEqual({ id: 7, title: 'Gold Rush' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/games/7?demo=true&tags=new&tags=hot');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
  });

  it('sends the body as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'o-1' }, 201));

    await expect(apiRequest(createOrder, { body: { amount: '10.50' } })).resolves.toEqual({
      id: 'o-1',
    });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"amount":"10.50"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('maps an error body to ApiError {status, detail, params}', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ detail: 'wallet_withdraw_too_small', minAmount: '10', currency: 'USDT' }, 422),
    );

    const error = await failureOf(apiRequest(createOrder, { body: { amount: '1' } }));

    expect(error.status).toBe(422);
    expect(error.detail).toBe('wallet_withdraw_too_small');
    expect(error.params).toEqual({ minAmount: '10', currency: 'USDT' });
    expect(error.isClientError).toBe(true);
  });

  it('maps a 5xx without a contract body to internal_error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await failureOf(apiRequest(getGame, { params: { id: 1 } }));

    expect(error).toMatchObject({ status: 502, detail: ErrorDetail.internal, params: {} });
  });

  it('rejects a success body that breaks the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'not-a-number' }));

    const error = await failureOf(apiRequest(getGame, { params: { id: 1 } }));

    expect(error).toMatchObject({ status: 200, detail: INVALID_RESPONSE_DETAIL });
  });

  it('turns a network failure into ApiError network_error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await failureOf(apiRequest(getGame, { params: { id: 1 } }));

    expect(error).toMatchObject({ status: 0, detail: NETWORK_ERROR_DETAIL });
  });

  it('lets a cancelled request reject with the abort itself', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(
      apiRequest(getGame, { params: { id: 1 }, signal: controller.signal }),
    ).rejects.toBe(abort);
  });

  it('refuses to call a path with a missing parameter', async () => {
    await expect(apiRequest(getGame)).rejects.toThrow('Missing path parameter "id"');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
