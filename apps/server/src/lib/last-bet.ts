/** What the public last-bets ticker shows of a win: the player masked, the multiplier. */

/** "alexander@x.com" -> "al***er": enough to recognise yourself, not enough to find anyone. */
export function maskName(name: string): string {
  const base = name.split('@')[0] ?? '';
  if (base.length <= 2) return `${base.slice(0, 1)}***`;
  if (base.length <= 4) return `${base.slice(0, 1)}***${base.slice(-1)}`;
  return `${base.slice(0, 2)}***${base.slice(-2)}`;
}

/** How a player appears in public lists (the last-bets ticker): the first name they know, masked. */
export function maskedPlayerName(user: {
  firstName: string | null;
  telegramUsername: string | null;
  email: string | null;
}): string {
  return maskName(user.firstName ?? user.telegramUsername ?? user.email ?? 'player');
}

/** Payout / stake as a decimal string with two places ("2.50"), truncated; "0.00" for no stake. */
export function payoutMultiplier(payout: bigint, staked: bigint): string {
  const scale = 100n;
  const multiplier = staked === 0n ? 0n : (payout * scale) / staked;
  return `${multiplier / scale}.${(multiplier % scale).toString().padStart(2, '0')}`;
}
