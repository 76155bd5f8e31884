CREATE TABLE "commerce_wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_wishlist_items_qty_check" CHECK ("commerce_wishlist_items"."qty" = 1)
);
--> statement-breakpoint
CREATE TABLE "commerce_wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sharing_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_wishlist_items" ADD CONSTRAINT "commerce_wishlist_items_wishlist_id_commerce_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."commerce_wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_wishlists" ADD CONSTRAINT "commerce_wishlists_customer_id_commerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."commerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_wishlist_items_product_idx" ON "commerce_wishlist_items" USING btree ("wishlist_id","product_id");--> statement-breakpoint
CREATE INDEX "commerce_wishlists_customer_idx" ON "commerce_wishlists" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_wishlists_default_idx" ON "commerce_wishlists" USING btree ("customer_id") WHERE "commerce_wishlists"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_wishlists_sharing_code_idx" ON "commerce_wishlists" USING btree ("sharing_code");