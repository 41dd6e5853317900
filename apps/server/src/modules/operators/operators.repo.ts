import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, operators } from '../../db/schema';

export type TOperatorRow = typeof operators.$inferSelect;

export function createOperatorsRepo(db: DbOrTx) {
  return {
    async findById(id: string): Promise<TOperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<TOperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.email, email));
      return row;
    },
    async insert(values: typeof operators.$inferInsert): Promise<TOperatorRow | undefined> {
      const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
      return row;
    },
    async recordAudit(values: typeof auditLog.$inferInsert): Promise<void> {
      await db.insert(auditLog).values(values);
    },
    async listAudit(options: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, operatorEmail: operators.email })
          .from(auditLog)
          .innerJoin(operators, eq(operators.id, auditLog.operatorId))
          .orderBy(desc(auditLog.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ value: count() }).from(auditLog),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
