/** Placeholder: being built. */
export function FiatDepositDetailsView({
  orderId,
  step,
}: {
  orderId: string;
  step: 'waiting' | 'submit';
}) {
  return <div data-testid="fiat-deposit-details-view">{JSON.stringify({ orderId, step })}</div>;
}
