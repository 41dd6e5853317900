import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentSocket } from '@/testing/fake-socket';
import { RealtimeProvider } from './realtime-provider';
import { useRealtimeStatus, useRealtimeSubscription } from './use-realtime';

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function Listener({ channel, onData }: { channel: string; onData: (data: unknown) => void }) {
  useRealtimeSubscription(channel, onData);
  return null;
}

function Status() {
  return <span data-testid="status">{useRealtimeStatus()}</span>;
}

function App({ listeners }: { listeners: number }) {
  const onData = vi.fn();
  return (
    <StrictMode>
      <RealtimeProvider identity={null} refreshIdentity={() => Promise.resolve(null)}>
        {Array.from({ length: listeners }, (_, index) => (
          <Listener key={index} channel="broadcast:last_bet" onData={onData} />
        ))}
        <Status />
      </RealtimeProvider>
    </StrictMode>
  );
}

describe('useRealtimeSubscription', () => {
  it('shares one subscription between components and leaves with the last one', async () => {
    const view = render(<App listeners={2} />);
    const socket = currentSocket();
    expect(screen.getByTestId('status')).toHaveTextContent('connecting');
    act(() => socket.acceptConnection());
    expect(screen.getByTestId('status')).toHaveTextContent('connected');
    expect(socket.channelsOf('subscribe')).toEqual(['broadcast:last_bet']);

    view.rerender(<App listeners={1} />);
    await flush();
    expect(socket.channelsOf('unsubscribe')).toEqual([]);

    view.rerender(<App listeners={0} />);
    await flush();
    expect(socket.channelsOf('unsubscribe')).toEqual(['broadcast:last_bet']);
  });

  it('calls the newest handler with each publication', () => {
    const first = vi.fn();
    const second = vi.fn();
    const tree = (onData: (data: unknown) => void) => (
      <RealtimeProvider identity={null} refreshIdentity={() => Promise.resolve(null)}>
        <Listener channel="broadcast:last_bet" onData={onData} />
      </RealtimeProvider>
    );
    const view = render(tree(first));
    const socket = currentSocket();
    act(() => socket.acceptConnection());
    view.rerender(tree(second));

    act(() => socket.publish('broadcast:last_bet', { amount: 5 }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ amount: 5 });
  });

  it('does nothing outside a RealtimeProvider', () => {
    render(<Listener channel="broadcast:last_bet" onData={vi.fn()} />);
    render(<Status />);
    expect(screen.getByTestId('status')).toHaveTextContent('idle');
  });
});
