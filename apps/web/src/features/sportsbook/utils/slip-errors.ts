import { SportsbookErrorDetail } from '@aurum/contracts/sportsbook';
import { z } from 'zod';
import { isApiError } from '@/lib/api-error';

const ZCurrentLegs = z.object({
  legs: z.array(z.object({ marketId: z.string(), outcomeId: z.string(), odds: z.number().int() })),
});
const ZMarketRef = z.object({ marketId: z.string() });
const ZLimits = z.object({ min: z.string().optional(), max: z.string().optional() });

/** What the slip does about one refused placement. */
export type TSlipFailure =
  | { kind: 'odds_changed'; legs: z.infer<typeof ZCurrentLegs>['legs'] }
  | { kind: 'market_suspended'; marketId: string | null }
  | { kind: 'limit'; detail: string; min?: string; max?: string }
  | { kind: 'insufficient_funds' }
  | { kind: 'sign_in' }
  | { kind: 'other'; detail: string; params?: Record<string, unknown> };

/** Reads a failed placement: the error's detail and the params the contract promises. */
export function readSlipFailure(error: unknown): TSlipFailure {
  if (!isApiError(error)) return { kind: 'other', detail: 'unexpected_error' };
  const { detail, params, status } = error;
  if (status === 401) return { kind: 'sign_in' };
  if (detail === SportsbookErrorDetail.oddsChanged) {
    const parsed = ZCurrentLegs.safeParse(params);
    return { kind: 'odds_changed', legs: parsed.success ? parsed.data.legs : [] };
  }
  if (detail === SportsbookErrorDetail.marketSuspended) {
    const parsed = ZMarketRef.safeParse(params);
    return { kind: 'market_suspended', marketId: parsed.success ? parsed.data.marketId : null };
  }
  if (
    detail === SportsbookErrorDetail.stakeTooLow ||
    detail === SportsbookErrorDetail.stakeTooHigh ||
    detail === SportsbookErrorDetail.payoutTooHigh
  ) {
    const parsed = ZLimits.safeParse(params);
    return { kind: 'limit', detail, ...(parsed.success ? parsed.data : {}) };
  }
  if (detail === SportsbookErrorDetail.insufficientFunds) return { kind: 'insufficient_funds' };
  return { kind: 'other', detail, params };
}
