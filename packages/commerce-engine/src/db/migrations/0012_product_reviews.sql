CREATE TABLE "commerce_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"nickname" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_reviews_status_check" CHECK ("commerce_reviews"."status" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "commerce_reviews" ADD CONSTRAINT "commerce_reviews_customer_id_commerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."commerce_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commerce_reviews_product_idx" ON "commerce_reviews" USING btree ("product_id","store_code","status");--> statement-breakpoint
CREATE INDEX "commerce_reviews_status_idx" ON "commerce_reviews" USING btree ("status");--> statement-breakpoint
CREATE INDEX "commerce_reviews_customer_idx" ON "commerce_reviews" USING btree ("customer_id");