import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZDecimalAmount } from './money';
import { ZTransaction } from './wallet';

/** Sandbox controls exist outside production only. */
export const ZSandboxDepositBody = z.object({
  globalId: z.uuid(),
  currency: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  amount: ZDecimalAmount,
  method: z.enum(['crypto', 'fiat']).default('crypto'),
});

export const sandboxEndpoints = {
  deposit: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/deposits',
    body: ZSandboxDepositBody,
    response: ZTransaction,
    summary: 'Sandbox: a payment provider reports a completed deposit for a player',
    tags: ['sandbox'],
  }),
};
