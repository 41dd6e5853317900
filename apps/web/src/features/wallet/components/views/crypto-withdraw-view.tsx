/** Placeholder: being built. */
export function CryptoWithdrawView({ code }: { code: string }) {
  return <div data-testid="crypto-withdraw-view">{JSON.stringify({ code })}</div>;
}
