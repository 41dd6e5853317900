import type { SeedStep } from '../../db/seed-step';
import { hashPassword } from '../../lib/password';
import { createOperatorsRepo } from './operators.repo';

/** Named in the README; seeded only outside production. */
export const DEV_OPERATOR = { email: 'admin@aurum.local', password: 'aurum-dev-operator' } as const;

export const devOperatorSeed: SeedStep = {
  name: 'operators.dev.v1',
  applies: (context) => !context.production,
  async run(tx, context) {
    await createOperatorsRepo(tx).insert({
      email: DEV_OPERATOR.email,
      passwordHash: await hashPassword(DEV_OPERATOR.password),
      role: 'admin',
    });
    context.log.warn(
      { email: DEV_OPERATOR.email, password: DEV_OPERATOR.password },
      'development operator created (back office /api/admin); not created in production',
    );
  },
};
