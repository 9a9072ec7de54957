-- Checkout takes no lock that every commit shares.
--
-- Live events: a transaction writes its outbox rows under staging ids (negative, from a sequence of their own), and
-- announces nothing at commit. One publisher at a time (nukkad_publish_live_events, called by the API processes in
-- turn) numbers the committed staged rows from live_events_id_seq, oldest staging id first, and NOTIFYs the range.
-- Publications take one lock, in turn, so published ids follow the order in which rows become visible as published:
-- a stream that reconnects with Last-Event-ID n can never miss an event published later with an id below n, and
-- readers, which only ever ask for ids above a published one, never see a staged row.
DROP TRIGGER "live_events_publish" ON "live_events";--> statement-breakpoint
DROP FUNCTION nukkad_live_event_publish();--> statement-breakpoint
ALTER TABLE "live_events" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
CREATE SEQUENCE "live_events_id_seq" AS bigint;--> statement-breakpoint
SELECT setval('live_events_id_seq', coalesce((SELECT max(id) FROM live_events), 0) + 1, false);--> statement-breakpoint
CREATE SEQUENCE "live_events_staged_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "live_events" ALTER COLUMN "id" SET DEFAULT -nextval('live_events_staged_seq');--> statement-breakpoint
-- Publishes up to `batch` staged rows; null when another process is publishing (it takes them, or the next call does).
CREATE OR REPLACE FUNCTION nukkad_publish_live_events(batch integer) RETURNS integer
  LANGUAGE plpgsql
  AS $$
  DECLARE
    staged integer;
    first bigint;
  BEGIN
    -- ('live' in hex, 0): the publishing lock, taken by publishers only; jobs/prune-live-events.ts takes ('live', 1).
    IF NOT pg_try_advisory_xact_lock(1818850917, 0) THEN
      RETURN NULL;
    END IF;
    SELECT count(*) INTO staged FROM (SELECT 1 FROM live_events WHERE id < 0 LIMIT batch) AS s;
    IF staged = 0 THEN
      RETURN 0;
    END IF;
    first := nextval('live_events_id_seq');
    PERFORM setval('live_events_id_seq', first + staged - 1);
    -- Staging ids count down: the oldest first, so a transaction's rows keep the order they were written in.
    UPDATE live_events l SET id = first + s.nth - 1
      FROM (SELECT id, row_number() OVER (ORDER BY id DESC) AS nth FROM live_events WHERE id < 0 ORDER BY id DESC LIMIT staged) AS s
      WHERE l.id = s.id;
    PERFORM pg_notify('nukkad_live_events', first || '-' || (first + staged - 1));
    RETURN staged;
  END
  $$;--> statement-breakpoint
-- Order figures: each change of an order adds a row (no counter row is locked by anyone), and
-- nukkad_fold_order_figures() folds them into one row per status now and then. A figure is the sum of its rows.
ALTER TABLE "order_figures" DROP CONSTRAINT "order_figures_pkey";--> statement-breakpoint
CREATE OR REPLACE FUNCTION nukkad_order_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.delivery_status = NEW.delivery_status AND OLD.total_amount_paise = NEW.total_amount_paise THEN
      RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      INSERT INTO order_figures (status, shard, orders, total_paise) VALUES (OLD.delivery_status, 0, -1, -OLD.total_amount_paise);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO order_figures (status, shard, orders, total_paise) VALUES (NEW.delivery_status, 0, 1, NEW.total_amount_paise);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- One statement: readers see the rows before or after, never half. Rows written meanwhile are left for the next fold.
CREATE OR REPLACE FUNCTION nukkad_fold_order_figures() RETURNS integer
  LANGUAGE sql
  AS $$
  WITH folded AS (DELETE FROM order_figures RETURNING status, orders, total_paise),
  kept AS (
    INSERT INTO order_figures (status, shard, orders, total_paise)
    SELECT status, 0, sum(orders), sum(total_paise) FROM folded GROUP BY status HAVING sum(orders) <> 0 OR sum(total_paise) <> 0
  )
  SELECT count(*)::integer FROM folded
  $$;--> statement-breakpoint
SELECT nukkad_fold_order_figures();--> statement-breakpoint
-- Popularity: a checkout queues the units it ordered; nukkad_count_ordered_units() adds them to their products
-- (and so, by trigger, to their shops and search postings), so no checkout updates a product or a shop.
CREATE TABLE "ordered_units" (
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION nukkad_count_ordered_units() RETURNS integer
  LANGUAGE plpgsql
  AS $$
  DECLARE
    counted integer;
  BEGIN
    -- ('live' in hex, 2): one counter at a time, so two never update the same products in different orders; a
    -- second waits, then counts what the first left.
    PERFORM pg_advisory_xact_lock(1818850917, 2);
    WITH taken AS (DELETE FROM ordered_units RETURNING product_id, quantity),
    summed AS (SELECT product_id, sum(quantity)::integer AS units FROM taken GROUP BY product_id),
    counting AS (
      UPDATE products p SET ordered_count = p.ordered_count + summed.units FROM summed WHERE p.id = summed.product_id RETURNING 1
    )
    SELECT count(*) INTO counted FROM counting;
    RETURN counted;
  END
  $$;
