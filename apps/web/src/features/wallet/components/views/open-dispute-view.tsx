/** Placeholder: being built. */
export function OpenDisputeView({ orderId }: { orderId: string }) {
  return <div data-testid="open-dispute-view">{JSON.stringify({ orderId })}</div>;
}
