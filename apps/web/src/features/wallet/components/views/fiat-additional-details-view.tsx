/** Placeholder: being built. */
export function FiatAdditionalDetailsView({
  methodId,
  amount,
}: {
  methodId: string;
  amount: string;
}) {
  return (
    <div data-testid="fiat-additional-details-view">{JSON.stringify({ methodId, amount })}</div>
  );
}
