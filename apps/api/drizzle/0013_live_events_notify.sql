-- Publishing a live event, at commit: PostgreSQL runs deferred triggers just before the commit and delivers a
-- NOTIFY only once it is done, so a rolled-back change is never announced and a committed one always is.
-- Under one lock held until the commit, each row takes a fresh id there, so ids follow the order in which events
-- become visible: a stream that reconnects with Last-Event-ID n can never miss an event committed later with an id
-- below n. The lock is held only for the commit itself (never across a payment call made earlier in the transaction).
CREATE OR REPLACE FUNCTION nukkad_live_event_publish() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    published bigint;
  BEGIN
    -- ('live' in hex, 0): the publishing lock; jobs/prune-live-events.ts takes ('live', 1).
    PERFORM pg_advisory_xact_lock(1818850917, 0);
    UPDATE live_events SET id = DEFAULT WHERE id = NEW.id RETURNING id INTO published;
    PERFORM pg_notify('nukkad_live_events', published::text);
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_events_publish AFTER INSERT ON live_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nukkad_live_event_publish();
