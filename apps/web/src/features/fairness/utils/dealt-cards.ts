import { cardLabel } from '@aurum/games';

const HANDS = ['player', 'banker'] as const;

const isCards = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.every((card) => Number.isInteger(card) && (card as number) >= 0 && (card as number) < 52);

/**
 * The cards of a baccarat outcome as a player reads them, hand by hand in deal order
 * (e.g. {player: '4♠ K♠ 3♥', banker: '2♠ 3♠'}); null for an outcome without hands.
 */
export function dealtCards(outcome: unknown): Record<(typeof HANDS)[number], string> | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const record = outcome as Record<string, unknown>;
  const [player, banker] = HANDS.map((hand) => record[hand]);
  if (!isCards(player) || !isCards(banker)) return null;
  return { player: player.map(cardLabel).join(' '), banker: banker.map(cardLabel).join(' ') };
}
