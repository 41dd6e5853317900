/**
 * The Telegram wallet's names (spec section 9): the currency a crypto method is paid in with
 * the chat-bot providers, and the network names the exchange service uses.
 */
const WALLET_CURRENCIES: Readonly<Record<string, string>> = {
  USDTTRC20: 'USDT',
  USDTTON: 'USDT',
  USDT_BEP20: 'USDT',
  USDTERC20: 'USDT',
  TON: 'TONCOIN',
};

/** The Telegram wallet currency of a crypto method (USDTTRC20 -> USDT); undefined: none. */
export function telegramWalletCurrency(methodCode: string): string | undefined {
  const mapped = WALLET_CURRENCIES[methodCode];
  if (mapped) return mapped;
  // Every USDC method (USDC, USDCTRC20, USDC_BEP20...) is USDC.
  return methodCode.startsWith('USDC') ? 'USDC' : undefined;
}

/** Network names as the Telegram wallet and the exchange service write them, to our codes. */
export const TELEGRAM_WALLET_NETWORKS: Readonly<Record<string, string>> = {
  Tron: 'TRX',
  Ethereum: 'ETH',
  Bitcoin: 'BTC',
  Solana: 'SOL',
  'Binance chain': 'BSC',
  'Binance Smart Chain': 'BSC',
  Toncoin: 'TON',
};
