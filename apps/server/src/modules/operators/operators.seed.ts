import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, sessions } from '../../db/schema';
import type { SeedContext, SeedStep } from '../../db/seed-step';
import { createOperatorsRepo } from './operators.repo';

/** Named in the README; seeded only outside production. */
export const DEV_OPERATOR = { email: 'admin@aurum.local', password: 'aurum-dev-operator' } as const;

export const devOperatorSeed: SeedStep = {
  name: 'operators.dev.v1',
  applies: (context) => !context.production,
  async run(tx, context) {
    await createOperatorsRepo(tx).insert({
      email: DEV_OPERATOR.email,
      passwordHash: await context.passwords.hash(DEV_OPERATOR.password),
      role: 'admin',
    });
    context.log.warn(
      { email: DEV_OPERATOR.email, password: DEV_OPERATOR.password },
      'development operator created (back office /api/admin); not created in production',
    );
  },
};

export class DevOperatorInProductionError extends Error {
  constructor() {
    super(
      `The development operator ${DEV_OPERATOR.email} (with its published password) is active ` +
        'in this database, which was first started outside production. Production refuses to ' +
        'start while it can sign in. Start once with DISABLE_DEV_OPERATOR=true to disable it ' +
        '(its sessions end and it can no longer sign in), or remove it from the database.',
    );
    this.name = 'DevOperatorInProductionError';
  }
}

/**
 * A database first started in development holds the development operator, whose password is
 * in the README. Production refuses to start while it can sign in, unless told to disable it.
 */
export async function guardDevOperator(db: Db, context: SeedContext): Promise<void> {
  if (!context.production) return;
  await db.transaction(async (tx) => {
    const [active] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.email, DEV_OPERATOR.email), isNull(operators.disabledAt)))
      .for('update');
    if (!active) return;
    if (!context.disableDevOperator) {
      context.log.fatal({ email: DEV_OPERATOR.email }, 'development operator found in production');
      throw new DevOperatorInProductionError();
    }
    const now = new Date();
    await tx.update(operators).set({ disabledAt: now }).where(eq(operators.id, active.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokeReason: 'disabled' })
      .where(and(eq(sessions.operatorId, active.id), isNull(sessions.revokedAt)));
    context.log.warn(
      { email: DEV_OPERATOR.email },
      'development operator disabled (DISABLE_DEV_OPERATOR): it can no longer sign in',
    );
  });
}
