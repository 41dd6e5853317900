/** Placeholder: being built. */
export function FiatWithdrawView({ methodId }: { methodId: string }) {
  return <div data-testid="fiat-withdraw-view">{JSON.stringify({ methodId })}</div>;
}
