/** Placeholder: being built. */
export function FiatDepositView({ methodId }: { methodId: string }) {
  return <div data-testid="fiat-deposit-view">{JSON.stringify({ methodId })}</div>;
}
