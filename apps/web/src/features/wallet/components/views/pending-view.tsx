/** Placeholder: being built. */
export function PendingView({ type }: { type: 'deposit' | 'withdraw' | 'dispute' }) {
  return <div data-testid="pending-view">{JSON.stringify({ type })}</div>;
}
