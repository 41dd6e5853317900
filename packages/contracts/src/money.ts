import { z } from 'zod';

/** An amount as the API sends it: integer minor units as a string plus its decimal form. */
export const ZMoney = z.object({
  value: z.string().regex(/^-?\d+$/),
  primaryValue: z.string().regex(/^-?\d+(\.\d+)?$/),
  primaryPrecision: z.number().int().min(0).max(18),
});
export type TMoney = z.infer<typeof ZMoney>;
