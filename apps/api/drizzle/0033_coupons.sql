-- Coupons (issue 22 §1): admins' offers, their uses (taken, reserved by an online payment, or given back), and the
-- discount line of an order, borne by the platform.
CREATE TYPE "public"."coupon_kind" AS ENUM('flat', 'percent');--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paise" integer,
	"min_amount_paise" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"total_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"uses_per_customer" integer DEFAULT 1 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"order_type" "order_type",
	"shop_id" uuid,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id"),
	CONSTRAINT "coupons_value_range" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'flat' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_max_discount_nonnegative" CHECK ("coupons"."max_discount_paise" >= 0),
	CONSTRAINT "coupons_min_amount_nonnegative" CHECK ("coupons"."min_amount_paise" >= 0),
	-- The last line of defence of "10 uses left, 50 customers": the count never passes the limit.
	CONSTRAINT "coupons_used_within_total" CHECK ("coupons"."used_count" >= 0 and ("coupons"."total_uses" is null or "coupons"."used_count" <= "coupons"."total_uses")),
	CONSTRAINT "coupons_uses_per_customer_positive" CHECK ("coupons"."uses_per_customer" >= 1),
	CONSTRAINT "coupons_window" CHECK ("coupons"."valid_until" is null or "coupons"."valid_until" > "coupons"."valid_from")
);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"payment_id" uuid,
	"order_id" uuid,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id"),
	CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id"),
	CONSTRAINT "coupon_uses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id"),
	CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id")
);--> statement-breakpoint
-- A customer's uses of a coupon hold numbered slots (1 … uses per customer): two parallel checkouts taking the same
-- slot meet this index, so a once-per-customer coupon is used once.
CREATE UNIQUE INDEX "coupon_uses_customer_slot_key" ON "coupon_uses" USING btree ("coupon_id","customer_id","slot") WHERE "coupon_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "coupon_uses_payment_idx" ON "coupon_uses" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id") WHERE "orders"."coupon_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_amount" CHECK ("orders"."discount_paise" >= 0 and "orders"."discount_paise" <= "orders"."amount_paise");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_sum";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_sum" CHECK ("orders"."total_amount_paise" = "orders"."amount_paise" - "orders"."discount_paise" + "orders"."delivery_charge_paise" + "orders"."taxes_paise" + "orders"."convenience_fees_paise" + "orders"."service_charge_paise");--> statement-breakpoint
-- The coupon a payment was priced with, so the provider's webhook places the same order.
ALTER TABLE "payments" ADD COLUMN "coupon_code" text;
