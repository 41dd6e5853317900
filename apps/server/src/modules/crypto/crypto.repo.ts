import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depositAddresses } from '../../db/schema';

export type TDepositAddressRow = typeof depositAddresses.$inferSelect;

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
  };
}
