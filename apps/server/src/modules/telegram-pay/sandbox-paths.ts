import type { TBotPayProvider } from '@aurum/contracts/wallet';

/** Where each chat-bot provider's webhooks reach us (exempt from region rules as provider calls). */
export const webhookPath = (provider: TBotPayProvider) => `/api/provider/${provider}/webhook`;

/**
 * Where a sandbox provider lives (outside production): its API root, the payment page a player
 * opens, and the control that pays an invoice as a player would.
 */
export function sandboxPaths(provider: TBotPayProvider) {
  const root = `/api/sandbox/${provider}`;
  return {
    apiRoot: `${root}/api`,
    page: (hash: string) => `${root}/invoice/${hash}`,
    pageRoute: `${root}/invoice/:hash`,
    payRoute: `${root}/pay/:hash`,
  };
}
