CREATE TABLE "commerce_cart_coupons" (
	"cart_id" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "commerce_cart_coupons_cart_id_code_pk" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "commerce_cart_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"sku" text NOT NULL,
	"parent_sku" text,
	"product_type" text NOT NULL,
	"qty" integer NOT NULL,
	"checksum" text NOT NULL,
	"product_option" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_cart_items_qty_check" CHECK ("commerce_cart_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"store_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"payment_method_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_coupons_amount_check" CHECK ("commerce_coupons"."amount" > 0),
	CONSTRAINT "commerce_coupons_usage_check" CHECK ("commerce_coupons"."usage_limit" IS NULL OR "commerce_coupons"."times_used" <= "commerce_coupons"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "commerce_customer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"group_id" integer DEFAULT 1 NOT NULL,
	"store_code" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_idempotency_keys" (
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "commerce_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku" text NOT NULL,
	"parent_sku" text,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"qty" integer NOT NULL,
	"price_incl_tax_cents" integer NOT NULL,
	"row_total_incl_tax_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"product_option" jsonb
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"increment_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"customer_id" integer,
	"store_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email" text NOT NULL,
	"order_hash" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"grand_total_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"payment_method_code" text NOT NULL,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"coupon_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_products" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"parent_sku" text,
	"type_id" text NOT NULL,
	"name" text NOT NULL,
	"status" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"special_price_cents" integer,
	"special_from_date" text,
	"special_to_date" text,
	"tax_class_id" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_stock_items" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"manage_stock" boolean NOT NULL,
	"is_in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_stock_items_reserved_check" CHECK ("commerce_stock_items"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_tax_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"product_tax_class_ids" jsonb NOT NULL,
	"customer_tax_class_ids" jsonb NOT NULL,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_cart_coupons" ADD CONSTRAINT "commerce_cart_coupons_cart_id_commerce_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."commerce_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_cart_coupons" ADD CONSTRAINT "commerce_cart_coupons_code_commerce_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."commerce_coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_cart_items" ADD CONSTRAINT "commerce_cart_items_cart_id_commerce_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."commerce_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_carts" ADD CONSTRAINT "commerce_carts_customer_id_commerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."commerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_customer_tokens" ADD CONSTRAINT "commerce_customer_tokens_customer_id_commerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."commerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_items" ADD CONSTRAINT "commerce_order_items_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_customer_id_commerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."commerce_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_cart_items_line_idx" ON "commerce_cart_items" USING btree ("cart_id","sku","checksum");--> statement-breakpoint
CREATE INDEX "commerce_carts_customer_idx" ON "commerce_carts" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_coupons_code_lower_idx" ON "commerce_coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "commerce_customer_tokens_customer_idx" ON "commerce_customer_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_customers_email_idx" ON "commerce_customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_increment_idx" ON "commerce_orders" USING btree ("increment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_cart_idx" ON "commerce_orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "commerce_orders_customer_idx" ON "commerce_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "commerce_products_parent_sku_idx" ON "commerce_products" USING btree ("parent_sku");