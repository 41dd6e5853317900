import { z } from 'zod';
import { defineEndpoint } from './http';

export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['connected', 'disabled']),
});
export type THealth = z.infer<typeof ZHealth>;

export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    response: ZHealth,
    summary: 'Answers 200 once the server can serve',
    tags: ['health'],
  }),
};
