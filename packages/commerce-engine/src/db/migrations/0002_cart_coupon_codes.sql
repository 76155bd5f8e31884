-- A cart's coupon codes move onto the cart row (D70): reading a cart no longer costs a query
-- for them. Codes already applied are kept, in the order they were applied.
ALTER TABLE "commerce_carts" ADD COLUMN "coupon_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "commerce_carts" SET "coupon_codes" = applied."codes" FROM (SELECT "cart_id", jsonb_agg("code" ORDER BY "position") AS "codes" FROM "commerce_cart_coupons" GROUP BY "cart_id") AS applied WHERE applied."cart_id" = "commerce_carts"."id";--> statement-breakpoint
DROP TABLE "commerce_cart_coupons" CASCADE;
