CREATE TABLE "commerce_newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"store_code" text NOT NULL,
	"coupon_code" text,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"exchange_size" text,
	CONSTRAINT "commerce_return_items_qty_check" CHECK ("commerce_return_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_return_reasons" (
	"code" text PRIMARY KEY NOT NULL,
	"labels" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"store_code" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason_code" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"is_free" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_return_items" ADD CONSTRAINT "commerce_return_items_return_id_commerce_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."commerce_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_return_items" ADD CONSTRAINT "commerce_return_items_order_item_id_commerce_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."commerce_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_returns" ADD CONSTRAINT "commerce_returns_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_returns" ADD CONSTRAINT "commerce_returns_customer_id_commerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."commerce_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_returns" ADD CONSTRAINT "commerce_returns_reason_code_commerce_return_reasons_code_fk" FOREIGN KEY ("reason_code") REFERENCES "public"."commerce_return_reasons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_newsletter_subscribers_email_idx" ON "commerce_newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "commerce_return_items_return_idx" ON "commerce_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "commerce_returns_customer_idx" ON "commerce_returns" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "commerce_returns_order_idx" ON "commerce_returns" USING btree ("order_id");