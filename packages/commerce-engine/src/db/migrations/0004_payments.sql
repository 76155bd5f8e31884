CREATE TABLE "commerce_payment_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD COLUMN "payment_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce_payment_tokens" ADD CONSTRAINT "commerce_payment_tokens_cart_id_commerce_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."commerce_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_payments" ADD CONSTRAINT "commerce_payments_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_payment_tokens_cart_idx" ON "commerce_payment_tokens" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_payments_order_attempt_idx" ON "commerce_payments" USING btree ("order_id","attempt");