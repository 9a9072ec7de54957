-- Edit distance, so a one-letter typo ranks above a merely similar word ("panner": paneer before panna).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- How close each query word comes to its best-matching word of the target: 1 is exact, 0 is nothing alike.
CREATE OR REPLACE FUNCTION nukkad_typo_closeness(q text, target text) RETURNS real
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(avg(best), 0)::real FROM (
      SELECT max(1 - levenshtein(qw, tw)::real / greatest(length(qw), length(tw))) AS best
      FROM unnest(regexp_split_to_array(lower(q), '[^[:alnum:]]+')) AS qw
      CROSS JOIN unnest(regexp_split_to_array(lower(target), '[^[:alnum:]]+')) AS tw
      WHERE qw <> '' AND tw <> '' AND length(qw) <= 255 AND length(tw) <= 255
      GROUP BY qw
    ) AS per_word
  $$;
