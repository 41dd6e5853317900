/** Placeholder: being built. */
export function WithdrawDisabledView({ code }: { code: string }) {
  return <div data-testid="withdraw-disabled-view">{JSON.stringify({ code })}</div>;
}
