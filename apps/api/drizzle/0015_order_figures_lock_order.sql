-- Every commit that moves order figures takes the live-events publishing lock (0013) before the figures rows (0014).
-- Deferred triggers fire in the order their events were queued: a checkout inserts its order before its live events,
-- a cancellation writes its live events before repricing its order. So a checkout could hold a figures row while
-- waiting for the publishing lock that a cancellation held while waiting for that same row: a deadlock at commit,
-- and a 500 for one of them. Taking the publishing lock first gives every commit one order; it is held only while
-- committing, as before, and every order change announces live events and takes it anyway.
CREATE OR REPLACE FUNCTION nukkad_order_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.delivery_status = NEW.delivery_status AND OLD.total_amount_paise = NEW.total_amount_paise THEN
      RETURN NULL;
    END IF;
    -- ('live' in hex, 0): the publishing lock of nukkad_live_event_publish(), always before any figures row.
    PERFORM pg_advisory_xact_lock(1818850917, 0);
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      INSERT INTO order_figures AS f (status, shard, orders, total_paise)
        VALUES (OLD.delivery_status, hashtext(OLD.id::text) & 15, -1, -OLD.total_amount_paise)
        ON CONFLICT (status, shard) DO UPDATE SET orders = f.orders + EXCLUDED.orders, total_paise = f.total_paise + EXCLUDED.total_paise;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO order_figures AS f (status, shard, orders, total_paise)
        VALUES (NEW.delivery_status, hashtext(NEW.id::text) & 15, 1, NEW.total_amount_paise)
        ON CONFLICT (status, shard) DO UPDATE SET orders = f.orders + EXCLUDED.orders, total_paise = f.total_paise + EXCLUDED.total_paise;
    END IF;
    RETURN NULL;
  END
  $$;
