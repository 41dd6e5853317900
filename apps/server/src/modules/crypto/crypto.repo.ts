import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depositAddresses, sandboxChainPayouts } from '../../db/schema';

export type TDepositAddressRow = typeof depositAddresses.$inferSelect;
export type TSandboxPayoutRow = typeof sandboxChainPayouts.$inferSelect;

export function createCryptoRepo(db: DbOrTx) {
  return {
    async findAddress(
      userId: string,
      networkCode: string,
    ): Promise<TDepositAddressRow | undefined> {
      const [row] = await db
        .select()
        .from(depositAddresses)
        .where(
          and(eq(depositAddresses.userId, userId), eq(depositAddresses.networkCode, networkCode)),
        );
      return row;
    },
    async findByAddress(address: string): Promise<TDepositAddressRow | undefined> {
      const [row] = await db
        .select()
        .from(depositAddresses)
        .where(eq(depositAddresses.address, address));
      return row;
    },
    /** The player's address, created on first request; concurrent first requests get the same one. */
    async ensureAddress(values: {
      userId: string;
      networkCode: string;
      address: string;
    }): Promise<TDepositAddressRow> {
      await db.insert(depositAddresses).values(values).onConflictDoNothing();
      const row = await this.findAddress(values.userId, values.networkCode);
      if (!row) throw new Error('deposit address vanished');
      return row;
    },
    /**
     * The sandbox chain's broadcast of a payout: recorded once per payout id; a repeated id
     * answers the first record and records nothing.
     */
    async recordSandboxPayout(
      values: typeof sandboxChainPayouts.$inferInsert,
    ): Promise<TSandboxPayoutRow> {
      await db.insert(sandboxChainPayouts).values(values).onConflictDoNothing();
      const row = await this.findSandboxPayout(values.payoutId);
      if (!row) throw new Error('sandbox payout vanished');
      return row;
    },
    async findSandboxPayout(payoutId: string): Promise<TSandboxPayoutRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxChainPayouts)
        .where(eq(sandboxChainPayouts.payoutId, payoutId));
      return row;
    },
  };
}
