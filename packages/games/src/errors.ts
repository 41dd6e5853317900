import type { z } from 'zod';

/**
 * A round cannot be played as asked: bad params, an unknown variant, a bet that doesn't add up,
 * a mines step out of turn. The server maps it to `invalid_params` / `invalid_action`.
 */
export class GameParamsError extends Error {
  override name = 'GameParamsError';
}

/** Parses with the schema, turning a validation failure into a GameParamsError. */
export function parseParams<TSchema extends z.ZodType>(
  schema: TSchema,
  params: unknown,
): z.output<TSchema> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw new GameParamsError(
      `invalid params${where ? ` at ${where}` : ''}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}
