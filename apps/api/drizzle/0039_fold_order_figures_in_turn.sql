-- Order figures are folded one process at a time, as ordered units are counted: two folds at once each took the rows
-- they saw and left a row per status each, which the next fold merged (a figure is the sum of its rows either way,
-- but the table changed under no change of an order). The second now waits its turn, then folds what is left.
CREATE OR REPLACE FUNCTION nukkad_fold_order_figures() RETURNS integer
  LANGUAGE plpgsql
  AS $$
  DECLARE
    folded_rows integer;
  BEGIN
    -- ('live' in hex, 3): ('live', 0) publishes, ('live', 1) prunes, ('live', 2) counts ordered units.
    PERFORM pg_advisory_xact_lock(1818850917, 3);
    WITH folded AS (DELETE FROM order_figures RETURNING status, orders, total_paise),
    kept AS (
      INSERT INTO order_figures (status, shard, orders, total_paise)
      SELECT status, 0, sum(orders), sum(total_paise) FROM folded GROUP BY status HAVING sum(orders) <> 0 OR sum(total_paise) <> 0
    )
    SELECT count(*)::integer INTO folded_rows FROM folded;
    RETURN folded_rows;
  END
  $$;
