ALTER TABLE "commerce_coupons" ADD COLUMN "bound_mailbox" text;--> statement-breakpoint
ALTER TABLE "commerce_newsletter_subscribers" ADD COLUMN "mailbox" text;--> statement-breakpoint
ALTER TABLE "commerce_newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commerce_newsletter_subscribers" ADD COLUMN "confirm_key_hash" text;--> statement-breakpoint
ALTER TABLE "commerce_newsletter_subscribers" ADD COLUMN "confirm_key_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_coupons_bound_mailbox_idx" ON "commerce_coupons" USING btree ("bound_mailbox") WHERE "commerce_coupons"."bound_mailbox" is not null;--> statement-breakpoint
CREATE INDEX "commerce_newsletter_subscribers_mailbox_idx" ON "commerce_newsletter_subscribers" USING btree ("mailbox");--> statement-breakpoint
-- D222: subscribers from before the double opt-in count as confirmed at the time they subscribed.
UPDATE "commerce_newsletter_subscribers" SET "confirmed_at" = "created_at";
