import type { TStudioRound } from '@aurum/contracts/studio';
import { z } from 'zod';

/**
 * The agreed outcome shapes of each game type, read defensively: the server's `outcome` is a
 * plain record in the contract, so a shape this client does not know draws as a plain result.
 */
const int = z.number().int();
/** Pays arrive as minor-unit strings or numbers depending on the game; both are kept. */
const amount = z.union([z.string(), z.number()]);

export const ZDiceOutcome = z.object({ roll: int, win: z.boolean() });
export type TDiceOutcome = z.infer<typeof ZDiceOutcome>;

export const ZLimboOutcome = z.object({ result: int, win: z.boolean() });
export type TLimboOutcome = z.infer<typeof ZLimboOutcome>;

/** A mines round still open: only what the player uncovered, never where the mines are. */
export const ZMinesOpenOutcome = z.object({
  mines: int,
  revealed: z.array(int),
  multiplier: int,
  nextMultiplier: int.nullish(),
});
export type TMinesOpenOutcome = z.infer<typeof ZMinesOpenOutcome>;

export const ZMinesClosedOutcome = z.object({
  mines: int,
  positions: z.array(int),
  revealed: z.array(int),
  /** The mine the player hit, `null` after a cash-out. */
  busted: int.nullable(),
});
export type TMinesClosedOutcome = z.infer<typeof ZMinesClosedOutcome>;

export const ZPlinkoOutcome = z.object({ path: z.array(int), slot: int });
export type TPlinkoOutcome = z.infer<typeof ZPlinkoOutcome>;

export const ZRouletteOutcome = z.object({
  number: int.min(0).max(36),
  color: z.string(),
  wins: z.array(z.unknown()).default([]),
});
export type TRouletteOutcome = z.infer<typeof ZRouletteOutcome>;

export const ZSlotWin = z.object({
  line: int.optional(),
  symbol: z.string(),
  count: int,
  ways: int.optional(),
  pay: amount.optional(),
});
export type TSlotWin = z.infer<typeof ZSlotWin>;

export const ZSlotSpin = z.object({
  grid: z.array(z.array(z.string())).min(1),
  stops: z.array(int).optional(),
  wins: z.array(ZSlotWin).default([]),
  scatter: z.object({ count: int, pay: amount.optional() }).optional(),
  free: z.boolean().default(false),
  multiplier: z.number().optional(),
});
export type TSlotSpin = z.infer<typeof ZSlotSpin>;

export const ZSlotOutcome = z.object({
  spins: z.array(ZSlotSpin).min(1),
  freeSpins: int.default(0),
});
export type TSlotOutcome = z.infer<typeof ZSlotOutcome>;

/** Keno: the 10 balls in draw order and the player's picks among them. */
export const ZKenoOutcome = z.object({
  drawn: z.array(int.min(1).max(40)).length(10),
  hits: z.array(int),
});
export type TKenoOutcome = z.infer<typeof ZKenoOutcome>;

const hand = z.array(int.min(0).max(51)).length(5);

/** A video poker hand dealt and waiting for the draw: the five cards and what they make. */
export const ZVideoPokerDealt = z.object({ status: z.literal('dealt'), hand, rank: z.string() });
export type TVideoPokerDealt = z.infer<typeof ZVideoPokerDealt>;

/** A finished video poker hand: the dealt cards, the holds, the final hand and its class. */
export const ZVideoPokerDone = z.object({
  dealt: hand,
  held: z.array(z.boolean()).length(5),
  hand,
  rank: z.string(),
  shoe: z.array(int).optional(),
});
export type TVideoPokerDone = z.infer<typeof ZVideoPokerDone>;

/** The round's outcome in `schema`'s shape, or `null` when it does not have that shape. */
export function readOutcome<TSchema extends z.ZodType>(
  schema: TSchema,
  round: Pick<TStudioRound, 'outcome'>,
): z.output<TSchema> | null {
  const parsed = schema.safeParse(round.outcome);
  return parsed.success ? parsed.data : null;
}

export const ZBaccaratOutcome = z.object({
  player: z.array(int.min(0).max(51)).min(2).max(3),
  banker: z.array(int.min(0).max(51)).min(2).max(3),
  playerTotal: int.min(0).max(9),
  bankerTotal: int.min(0).max(9),
  result: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  wins: z.array(int).default([]),
});
export type TBaccaratOutcome = z.infer<typeof ZBaccaratOutcome>;

export const ZWheelShowOutcome = z.object({
  /** Every segment the wheel stopped on; all but the last are multipliers. */
  spins: z.array(int.min(0)).min(1),
  number: int,
  multiplier: int.min(1),
  wins: z.array(int).default([]),
});
export type TWheelShowOutcome = z.infer<typeof ZWheelShowOutcome>;
