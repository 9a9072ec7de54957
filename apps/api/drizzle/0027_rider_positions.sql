-- Where the rider is: the latest position of each partner on duty, one row per partner (kept only while on duty),
-- and a live event type that tells admins and the customers of the partner's orders out for delivery that it moved.
CREATE TABLE "delivery_partner_positions" (
	"delivery_partner_id" uuid PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_partner_positions_on_earth" CHECK ("delivery_partner_positions"."lat" between -90 and 90 and "delivery_partner_positions"."long" between -180 and 180 and "delivery_partner_positions"."accuracy" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_partner_positions" ADD CONSTRAINT "delivery_partner_positions_partner_fkey" FOREIGN KEY ("delivery_partner_id") REFERENCES "public"."delivery_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" DROP CONSTRAINT "live_events_type_known";--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_type_known" CHECK ("live_events"."type" in ('order', 'available', 'notification', 'session', 'cart', 'position'));
