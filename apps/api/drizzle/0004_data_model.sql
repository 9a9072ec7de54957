CREATE TYPE "public"."order_event_kind" AS ENUM('placed', 'status', 'assigned', 'paid', 'refunded', 'reviewed');--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_quantity_positive";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_quantity_positive";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_shop_id_shops_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_shop_id_shops_id_fk";
--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_id_seller_key" UNIQUE("id","seller_id");--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "from_status" SET DATA TYPE "public"."item_status" USING "from_status"::"public"."item_status";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "to_status" SET DATA TYPE "public"."item_status" USING "to_status"::"public"."item_status";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "to_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_partners" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "kind" "order_event_kind" NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "distance_km" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shop_seller_fkey" FOREIGN KEY ("shop_id","seller_id") REFERENCES "public"."shops"("id","seller_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_seller_fkey" FOREIGN KEY ("shop_id","seller_id") REFERENCES "public"."shops"("id","seller_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_order_idx" ON "idempotency_keys" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_item_idx" ON "order_events" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_product_key" ON "order_items" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_partner_idx" ON "orders" USING btree ("delivery_partner_id");--> statement-breakpoint
CREATE INDEX "sales_records_order_idx" ON "sales_records" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "distance_metres";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_paise";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_commission_nonnegative" CHECK ("commission_entries"."commission_paise" >= 0);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_status_change_has_status" CHECK ("order_events"."kind" <> 'status' or "order_events"."to_status" is not null);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_unit_price_nonnegative" CHECK ("order_items"."unit_price_paise" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_nonnegative" CHECK ("orders"."amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_charge_nonnegative" CHECK ("orders"."delivery_charge_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taxes_nonnegative" CHECK ("orders"."taxes_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_convenience_fees_nonnegative" CHECK ("orders"."convenience_fees_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_charge_nonnegative" CHECK ("orders"."service_charge_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_sum" CHECK ("orders"."total_amount_paise" = "orders"."amount_paise" + "orders"."delivery_charge_paise" + "orders"."taxes_paise" + "orders"."convenience_fees_paise" + "orders"."service_charge_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_distance_nonnegative" CHECK ("orders"."distance_km" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_ratings_range" CHECK ("orders"."delivery_ratings" between 1 and 5);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_app_ratings_range" CHECK ("orders"."app_ratings" between 1 and 5);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_overall_ratings_range" CHECK ("orders"."overall_ratings" between 1 and 5);--> statement-breakpoint
ALTER TABLE "outstanding_payments" ADD CONSTRAINT "outstanding_payments_amount_nonnegative" CHECK ("outstanding_payments"."amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_base_price_not_below_price" CHECK ("products"."base_price_paise" is null or "products"."base_price_paise" >= "products"."price_paise");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ordered_count_nonnegative" CHECK ("products"."ordered_count" >= 0);--> statement-breakpoint
ALTER TABLE "sales_records" ADD CONSTRAINT "sales_records_amount_nonnegative" CHECK ("sales_records"."amount_paise" >= 0);--> statement-breakpoint
-- The refunds of a payment never add up to more than was paid: each new refund locks its payment row and checks the sum.
CREATE OR REPLACE FUNCTION nukkad_refunds_within_payment() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    paid integer;
    refunded bigint;
  BEGIN
    SELECT amount_paise INTO paid FROM payments WHERE id = NEW.payment_id FOR UPDATE;
    SELECT coalesce(sum(amount_paise), 0) INTO refunded FROM refunds WHERE payment_id = NEW.payment_id;
    IF refunded + NEW.amount_paise > paid THEN
      RAISE EXCEPTION 'refunds of payment % would exceed its amount', NEW.payment_id USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER refunds_within_payment BEFORE INSERT OR UPDATE OF amount_paise, payment_id ON refunds
  FOR EACH ROW EXECUTE FUNCTION nukkad_refunds_within_payment();
