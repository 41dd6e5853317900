import type { TLocalized, TTournamentKind } from '@aurum/contracts/tournaments';
import { formatAmount } from '@/lib/format-amount';

/** A text in the interface language, else English, else any there is. */
export function localized(texts: TLocalized, language: string): string {
  const code = language.split('-')[0] as keyof TLocalized;
  return texts[code] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** A decimal text for the locale, from the text itself (never a float). */
const decimal = (value: string, language: string, min: number, max: number) =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    roundingMode: 'trunc',
  }).format(value as `${number}`);

/** A score as shown: "1,842.50 USD" wagered, "×3.25" multiplier, "70" points. */
export function formatScore(kind: TTournamentKind, score: string, language: string): string {
  if (kind === 'total_wagered') {
    return formatAmount({ primaryValue: score, primaryPrecision: 2 }, 'USD', language);
  }
  if (kind === 'points_per_round') return decimal(score, language, 0, 0);
  return `×${decimal(score, language, 2, 4)}`;
}
