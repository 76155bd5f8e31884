ALTER TABLE "commerce_customer_tokens" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "commerce_customer_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "commerce_customer_tokens_family_idx" ON "commerce_customer_tokens" USING btree ("family_id");--> statement-breakpoint
-- D218: tokens issued before session families belong to no session; their holders log in again.
DELETE FROM "commerce_customer_tokens" WHERE "kind" IN ('access', 'refresh');
