CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"order_id" uuid,
	"notification_id" uuid,
	"kind" text NOT NULL,
	"status" "item_status",
	"recipient_role" "role" NOT NULL,
	"recipient_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_type_known" CHECK ("live_events"."type" in ('order', 'available', 'notification', 'session'))
);
--> statement-breakpoint
CREATE INDEX "live_events_recipient_idx" ON "live_events" USING btree ("recipient_role","recipient_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");