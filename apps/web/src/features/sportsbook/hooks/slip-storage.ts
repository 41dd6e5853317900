import { ZBetKind, ZOddsPolicy } from '@aurum/contracts/sportsbook';
import { z } from 'zod';
import { emptySlip, type TSlipState } from '../utils/bet-slip';

const STORAGE_KEY = 'sportsbook.slip';

const ZStoredSlip = z.object({
  selections: z.array(
    z.object({
      eventId: z.string(),
      eventName: z.string(),
      marketId: z.string(),
      // Kept since names follow the player's language; a slip of an older version lacks them.
      marketType: z.string().optional(),
      specifiers: z.string().optional(),
      marketName: z.string(),
      outcomeId: z.string(),
      outcomeName: z.string(),
      home: z.string().nullable().optional(),
      away: z.string().nullable().optional(),
      odds: z.number().int(),
      changedOdds: z.number().int().nullable(),
      locked: z.boolean(),
    }),
  ),
  kind: ZBetKind,
  systemSize: z.number().int(),
  oddsPolicy: ZOddsPolicy,
  stake: z.string(),
});

export type TStoredSlip = TSlipState & { stake: string };

/** The slip this browser kept (a reload keeps the picks), or an empty one. */
export function loadSlip(): TStoredSlip {
  try {
    const parsed = ZStoredSlip.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable storage: start empty.
  }
  return { ...emptySlip, stake: '' };
}

export function saveSlip({ selections, kind, systemSize, oddsPolicy, stake }: TStoredSlip): void {
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ selections, kind, systemSize, oddsPolicy, stake }),
    );
  } catch {
    // Storage full or blocked: the slip still works for this page.
  }
}
