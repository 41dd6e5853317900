/** Placeholder: being built. */
export function PaymentErrorView({ type }: { type: 'deposit' | 'withdraw' }) {
  return <div data-testid="payment-error-view">{JSON.stringify({ type })}</div>;
}
