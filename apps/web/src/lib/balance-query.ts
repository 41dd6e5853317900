/**
 * The cache key of the player's balance. The wallet feature owns the query; any feature whose
 * call moves money (a sport bet, a cash-out) refreshes it with this key when the call succeeds,
 * not relying on the realtime push alone (a page that just loaded may not have subscribed yet).
 */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;
