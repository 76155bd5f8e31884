-- Customer accounts (D103, D104): saved addresses, and the activation state. Accounts that exist
-- before this migration were created without a confirmation step and count as confirmed.
CREATE TABLE "commerce_customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"street" jsonb NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country_id" text NOT NULL,
	"region" jsonb,
	"telephone" text,
	"vat_id" text,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_customers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commerce_customer_addresses" ADD CONSTRAINT "commerce_customer_addresses_customer_id_commerce_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."commerce_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commerce_customer_addresses_customer_idx" ON "commerce_customer_addresses" USING btree ("customer_id");--> statement-breakpoint
UPDATE "commerce_customers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
