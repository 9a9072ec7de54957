-- Web Push: each device's subscription, belonging to one account (an endpoint subscribed again by another account
-- moves to it), and one delivery row per (published live event, subscription): its primary key is what makes a push
-- go out at most once per event and device, whichever process sends it.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"account_role" "role" NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_account_idx" ON "push_subscriptions" USING btree ("account_role","account_id");--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"event_id" bigint NOT NULL,
	"subscription_id" uuid NOT NULL,
	"message" text NOT NULL,
	"url" text NOT NULL,
	"urgency" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_event_id_subscription_id_pk" PRIMARY KEY("event_id","subscription_id"),
	CONSTRAINT "push_deliveries_urgency_known" CHECK ("push_deliveries"."urgency" in ('very-low', 'low', 'normal', 'high'))
);--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_subscription_idx" ON "push_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_due_idx" ON "push_deliveries" USING btree ("next_attempt_at") WHERE "push_deliveries"."sent_at" is null and "push_deliveries"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "push_deliveries_created_idx" ON "push_deliveries" USING btree ("created_at");--> statement-breakpoint
-- How far the push job has read the published live events; it starts at the newest, so no history is pushed.
CREATE TABLE "push_cursor" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_event_id" bigint NOT NULL,
	CONSTRAINT "push_cursor_single_row" CHECK ("push_cursor"."id")
);--> statement-breakpoint
INSERT INTO "push_cursor" ("id", "last_event_id") SELECT true, coalesce(max("id"), 0) FROM "live_events" WHERE "id" > 0;--> statement-breakpoint
-- An order event names the item it moved (null: a step of the whole order), so a customer is pushed the order's steps only.
ALTER TABLE "live_events" ADD COLUMN "order_item_id" uuid;
