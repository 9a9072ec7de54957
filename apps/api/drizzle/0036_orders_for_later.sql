-- Orders for later: a shop's preparation time, and an order's slot, its due release and its release. Until it is
-- released (by the release job, once across processes) only its customer and admins see a scheduled order.
ALTER TYPE "public"."order_event_kind" ADD VALUE 'released';--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "preparation_minutes" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_preparation_minutes_range" CHECK ("shops"."preparation_minutes" between 5 and 120);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_scheduled_has_release" CHECK (("orders"."scheduled_for" is null) = ("orders"."release_at" is null) and ("orders"."released_at" is null or "orders"."scheduled_for" is not null));--> statement-breakpoint
CREATE INDEX "orders_release_due_idx" ON "orders" USING btree ("release_at") WHERE "orders"."released_at" is null and "orders"."release_at" is not null and "orders"."delivery_status" <> 'Cancelled';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "scheduled_for" timestamp with time zone;
