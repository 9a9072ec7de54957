-- Help with an order: a customer's queries about their orders, the thread of messages with support, and private photos.
CREATE TYPE "public"."query_topic" AS ENUM('missing_item', 'wrong_item', 'late', 'payment', 'other');--> statement-breakpoint
CREATE TYPE "public"."query_status" AS ENUM('open', 'resolved');--> statement-breakpoint
-- Photos are kept in the database, not the public uploads folder: only their customer and admins may read them.
CREATE TABLE "customer_query_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"bytes" bytea NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_query_photos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id")
);--> statement-breakpoint
CREATE INDEX "customer_query_photos_customer_idx" ON "customer_query_photos" USING btree ("customer_id");--> statement-breakpoint
CREATE TABLE "customer_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"topic" "query_topic" NOT NULL,
	"status" "query_status" DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_queries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id"),
	CONSTRAINT "customer_queries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id"),
	CONSTRAINT "customer_queries_resolved_at_check" CHECK (("status" = 'resolved') = ("resolved_at" is not null))
);--> statement-breakpoint
-- One open query per order and topic: a second one, even sent at the same moment, meets this index.
CREATE UNIQUE INDEX "customer_queries_one_open_key" ON "customer_queries" USING btree ("order_id","topic") WHERE "customer_queries"."status" = 'open';--> statement-breakpoint
CREATE INDEX "customer_queries_status_created_idx" ON "customer_queries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "customer_queries_customer_idx" ON "customer_queries" USING btree ("customer_id");--> statement-breakpoint
CREATE TABLE "customer_query_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query_id" uuid NOT NULL,
	"author_role" "role" NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_query_messages_query_id_customer_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."customer_queries"("id"),
	CONSTRAINT "customer_query_messages_photo_id_customer_query_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."customer_query_photos"("id")
);--> statement-breakpoint
CREATE INDEX "customer_query_messages_query_idx" ON "customer_query_messages" USING btree ("query_id","created_at");--> statement-breakpoint
-- A photo goes with one message only.
CREATE UNIQUE INDEX "customer_query_messages_photo_key" ON "customer_query_messages" USING btree ("photo_id");
