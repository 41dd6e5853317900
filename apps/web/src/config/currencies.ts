/**
 * Display currencies a player can pick for balances (the server's default DISPLAY_CURRENCIES).
 * The API does not list them yet; keep this in step with the server's configuration.
 */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'UZS', 'PLN', 'IDR'] as const;
