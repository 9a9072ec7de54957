-- A tip for the rider: its own line on the order (and on the payment that pays for it), added to the total as it is
-- (beside 0033's coupon discount, taken off it).
ALTER TABLE "orders" ADD COLUMN "tip_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tip_nonnegative" CHECK ("orders"."tip_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_sum";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_sum" CHECK ("orders"."total_amount_paise" = "orders"."amount_paise" - "orders"."discount_paise" + "orders"."delivery_charge_paise" + "orders"."taxes_paise" + "orders"."convenience_fees_paise" + "orders"."service_charge_paise" + "orders"."tip_paise");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tip_paise" integer DEFAULT 0 NOT NULL;
