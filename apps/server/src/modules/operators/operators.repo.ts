import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
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
    /** Starts (or restarts) enrolment; undefined once a second factor is enabled. */
    async setPendingTotp(id: string, sealedSecret: string): Promise<TOperatorRow | undefined> {
      const [row] = await db
        .update(operators)
        .set({ totpSecret: sealedSecret, totpLastStep: null })
        .where(and(eq(operators.id, id), isNull(operators.totpEnabledAt)))
        .returning();
      return row;
    },
    /** Enables the pending secret the operator proved with a code; undefined if it changed. */
    async enableTotp(
      id: string,
      sealedSecret: string,
      step: number,
      now: Date,
    ): Promise<TOperatorRow | undefined> {
      const [row] = await db
        .update(operators)
        .set({ totpEnabledAt: now, totpLastStep: step })
        .where(
          and(
            eq(operators.id, id),
            eq(operators.totpSecret, sealedSecret),
            isNull(operators.totpEnabledAt),
          ),
        )
        .returning();
      return row;
    },
    /**
     * Records a code's time step as used, only if it is later than the last one: of two
     * sign-ins with the same code, one wins.
     */
    async claimTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.id, id),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          ),
        )
        .returning({ id: operators.id });
      return rows.length > 0;
    },
    async resetTotp(id: string): Promise<TOperatorRow | undefined> {
      const [row] = await db
        .update(operators)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(operators.id, id))
        .returning();
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
