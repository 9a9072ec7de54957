-- A 'cart' live event tells a customer that a product in their cart changed its stock or its shop opened or closed.
ALTER TABLE "live_events" DROP CONSTRAINT "live_events_type_known";--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_type_known" CHECK ("live_events"."type" in ('order', 'available', 'notification', 'session', 'cart'));
