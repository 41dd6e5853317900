/** Placeholder: being built. */
export function CryptoDepositView({ code }: { code: string }) {
  return <div data-testid="crypto-deposit-view">{JSON.stringify({ code })}</div>;
}
