import { z } from 'zod';

/** The error detail of a withdrawal refused until deposits are wagered. */
export const WAGER_DETAIL = 'wager';

/** The figures of a `wager` refusal, in the account currency. */
export const ZWagerBlock = z.object({
  required: z.string(),
  wagered: z.string(),
  remaining: z.string(),
  currency: z.string(),
});
export type TWagerBlock = z.infer<typeof ZWagerBlock>;

/** The refusal's figures, or `null` when the body does not carry them all. */
export function toWagerBlock(params: Record<string, unknown>): TWagerBlock | null {
  const parsed = ZWagerBlock.safeParse(params);
  return parsed.success ? parsed.data : null;
}

/** How much of the requirement is wagered, 0 to 1. */
export function wagerProgress({ required, wagered }: Pick<TWagerBlock, 'required' | 'wagered'>) {
  const need = Number(required);
  if (!(need > 0)) return 1;
  return Math.min(1, Math.max(0, Number(wagered) / need));
}
