import type { TLocalized, TTournamentKind } from '@aurum/contracts/tournaments';

/** A text in the interface language, else English, else any there is. */
export function localized(texts: TLocalized, language: string): string {
  const code = language.split('-')[0] as keyof TLocalized;
  return texts[code] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** Decimals past the second dropped when zero: "3.2500" reads "3.25", "3.1250" "3.125". */
const trimDecimals = (value: string) =>
  value.includes('.') ? value.replace(/(\.\d\d\d*?)0+$/, '$1') : value;

/** A score as shown: "12.50 USD" wagered, "×3.25" multiplier, "7" points. */
export function formatScore(kind: TTournamentKind, score: string): string {
  if (kind === 'total_wagered') return `${score} USD`;
  if (kind === 'points_per_round') return score;
  return `×${trimDecimals(score)}`;
}
