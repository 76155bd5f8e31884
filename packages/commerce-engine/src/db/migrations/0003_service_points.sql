-- The DHL service point a cart chose (select-servicepoint) and the one an order carries (spec 000 §4).
ALTER TABLE "commerce_carts" ADD COLUMN "service_point" jsonb;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD COLUMN "service_point" jsonb;