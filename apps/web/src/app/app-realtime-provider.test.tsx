import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMeQueryOptions } from '@/features/auth/api/get-me';
import { blockingErrorStore } from '@/lib/blocking-error';
import { callsTo, fakeApi, visitorAnswer } from '@/testing/fake-api';
import { currentSocket, fakeSockets } from '@/testing/fake-socket';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppRealtimeProvider } from './app-realtime-provider';

const fetchMock = stubFetch();
const answerMe = (answer: () => Response) =>
  fetchMock.mockImplementation(fakeApi({ 'GET /api/v1/me': answer }));

function renderApp() {
  return renderWithProviders(null, { wrapper: AppRealtimeProvider });
}

async function connectedSocket() {
  await waitFor(() => expect(fakeSockets).toHaveLength(1));
  const socket = currentSocket();
  act(() => socket.acceptConnection());
  return socket;
}

describe('AppRealtimeProvider', () => {
  it('connects once /me answers, with its websocketToken', async () => {
    answerMe(() => jsonResponse(aMe({ websocketToken: 'token-1' })));
    renderApp();
    const socket = await connectedSocket();
    expect(socket.authPayload()).toEqual({ token: 'token-1' });
    expect(socket.options).toMatchObject({ path: '/socket.io', transports: ['websocket'] });
  });

  it('reconnects as the player who signs in, and as a visitor after sign-out', async () => {
    answerMe(visitorAnswer);
    const { queryClient } = renderApp();
    const socket = await connectedSocket();
    expect(socket.authPayload()).toEqual({});

    act(() => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, aMe({ websocketToken: 'p' }));
    });
    await waitFor(() => expect(socket.connectCalls).toBe(2));
    expect(socket.authPayload()).toEqual({ token: 'p' });

    act(() => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
    });
    await waitFor(() => expect(socket.connectCalls).toBe(3));
    expect(socket.authPayload()).toEqual({});
  });

  it('fetches a fresh token from /me when the server refuses an expired one', async () => {
    answerMe(() => jsonResponse(aMe({ websocketToken: 'expired' })));
    renderApp();
    const socket = await connectedSocket();

    answerMe(() => jsonResponse(aMe({ websocketToken: 'fresh' })));
    act(() => {
      socket.dropConnection();
      socket.refuse('invalid_token');
    });

    await waitFor(() => expect(socket.connectCalls).toBe(2));
    expect(socket.authPayload()).toEqual({ token: 'fresh' });
    expect(callsTo(fetchMock, '/api/v1/me')).toBe(2);
  });

  it('after a ban disconnects the socket, asks /me, shows the ban screen and stays down', async () => {
    answerMe(() => jsonResponse(aMe()));
    renderApp();
    const socket = await connectedSocket();

    answerMe(() => jsonResponse({ detail: 'banned', reason: 'fraud', description: '' }, 401));
    act(() => socket.endFromServer());

    await waitFor(() => expect(blockingErrorStore.get()).toMatchObject({ kind: 'banned' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(socket.connectCalls).toBe(1);
    expect(callsTo(fetchMock, '/api/v1/me')).toBe(2);
  });
});
