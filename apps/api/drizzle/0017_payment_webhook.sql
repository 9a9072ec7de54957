-- The provider's webhook: a payment remembers what it priced (the cart and the address), so a capture the browser
-- never reported can still become that order; refunds learn when the provider has paid them out; and each webhook
-- event is handled once, however often it is delivered.
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'processed');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cart_key" "cart_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "address_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "placed_by_webhook" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_address_id_customer_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" "refund_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_pkey" PRIMARY KEY("provider","event_id")
);
