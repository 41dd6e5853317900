ALTER TABLE "fiat_orders" ADD COLUMN "open_user_id" uuid;--> statement-breakpoint
ALTER TABLE "fiat_orders" ADD CONSTRAINT "fiat_orders_open_user_id_users_id_fk" FOREIGN KEY ("open_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_orders_one_open" ON "fiat_orders" USING btree ("open_user_id","method_id") WHERE "fiat_orders"."open_user_id" IS NOT NULL;--> statement-breakpoint
-- Orders already waiting for payment take the marker: the newest per player and method.
UPDATE "fiat_orders" SET "open_user_id" = "open"."user_id"
FROM (
  SELECT DISTINCT ON (t."user_id", o."method_id") o."id", t."user_id"
  FROM "fiat_orders" o
  JOIN "payment_transactions" t ON t."id" = o."id"
  JOIN "fiat_methods" m ON m."id" = o."method_id"
  WHERE o."side" = 'buy'
    AND t."status" IN ('waiting', 'pending', 'pay_external_invoice')
    AND COALESCE((m."buy" ->> 'multiplyOrdersAllowed')::boolean, false) = false
  ORDER BY t."user_id", o."method_id", o."created_at" DESC
) AS "open"
WHERE "fiat_orders"."id" = "open"."id";
