CREATE TABLE "commerce_order_sequences" (
	"store_code" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_carts_active_customer_idx" ON "commerce_carts" USING btree ("customer_id") WHERE "commerce_carts"."status" = 'active' and "commerce_carts"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_hash_idx" ON "commerce_orders" USING btree ("order_hash");