import type { TTournamentPrize } from '@aurum/contracts/tournaments';
import type { TFunction } from 'i18next';
import { formatAmount } from '@/lib/format-amount';

/** A prize as read: "500.00 USD", "Bonus 50.00 USD", "20 free spins × 0.20 USD". */
export function prizeText(prize: TTournamentPrize, t: TFunction, language: string): string {
  const amount = formatAmount(prize.amount, 'USD', language);
  if (prize.kind === 'cash') return amount;
  if (prize.kind === 'bonus') return t('Tournaments.prize_bonus', { amount });
  return t('Tournaments.prize_free_spins', { count: prize.spins ?? 0, amount });
}
