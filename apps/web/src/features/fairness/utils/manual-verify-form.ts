import { z } from 'zod';
import type { TVerifyInput } from './verify-round';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const required = { message: 'Validation.required' };

/** The manual verifier's fields, as typed: everything a round needs to be played again. */
export const ZManualVerifyForm = z.object({
  code: z.string().trim().min(1, required),
  serverSeed: z.string().trim().min(1, required),
  clientSeed: z.string().trim().min(1, required),
  nonce: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { message: 'Fairness.invalid_nonce' }),
  /** The stake in minor units (cents): the payout is computed from it. */
  bet: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,17}$/, { message: 'Fairness.invalid_bet' }),
  params: z.string().refine((text) => isRecord(parseJson(text)), {
    message: 'Fairness.invalid_params',
  }),
  actions: z.string().refine(
    (text) => {
      const value = parseJson(text.trim() || '[]');
      return Array.isArray(value) && value.every(isRecord);
    },
    { message: 'Fairness.invalid_actions' },
  ),
});
export type TManualVerifyForm = z.infer<typeof ZManualVerifyForm>;

export const MANUAL_VERIFY_DEFAULTS: TManualVerifyForm = {
  code: '',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  bet: '100',
  params: '{}',
  actions: '[]',
};

/** The checked form as the verifier's input. */
export function toVerifyInput(values: TManualVerifyForm): TVerifyInput {
  const params = parseJson(values.params);
  const actions = parseJson(values.actions.trim() || '[]');
  return {
    code: values.code.trim(),
    serverSeed: values.serverSeed.trim(),
    clientSeed: values.clientSeed.trim(),
    nonce: Number(values.nonce),
    bet: BigInt(values.bet.trim()),
    params: isRecord(params) ? params : {},
    actions: Array.isArray(actions) ? actions.filter(isRecord) : [],
  };
}
