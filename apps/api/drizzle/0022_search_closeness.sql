-- The only measure of how close a search comes to a text. Each element of query_words is a query word followed by
-- its synonyms ('aloo potato'); each query word scores its closest word of the text, averaged. A synonym counts
-- where it matches or nearly (close_enough), its likeness to unrelated words does not.
-- Loops rather than a set query: it runs for every scored candidate, and this is several times cheaper.
DROP FUNCTION IF EXISTS nukkad_typo_closeness(text, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nukkad_typo_closeness(query_words text[], target text, close_enough double precision) RETURNS double precision
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    target_words text[] := regexp_split_to_array(lower(coalesce(target, '')), '[^[:alnum:]]+');
    alternatives text[];
    query_word text;
    qw text;
    tw text;
    d integer;
    c double precision;
    best double precision;
    total double precision := 0;
  BEGIN
    FOREACH query_word IN ARRAY coalesce(query_words, '{}') LOOP
      alternatives := string_to_array(query_word, ' ');
      best := 0;
      FOREACH tw IN ARRAY target_words LOOP
        CONTINUE WHEN tw = '' OR length(tw) > 255;
        FOR i IN 1 .. array_length(alternatives, 1) LOOP
          qw := alternatives[i];
          -- The lengths alone bound the closeness: a word that cannot beat the best so far is not compared.
          CONTINUE WHEN 1 - abs(length(qw) - length(tw))::double precision / greatest(length(qw), length(tw)) <= best;
          d := levenshtein(qw, tw);
          IF d = 2 AND length(qw) = length(tw) AND nukkad_sorted_letters(qw) = nukkad_sorted_letters(tw) THEN
            d := 1;
          END IF;
          c := 1 - d::double precision / greatest(length(qw), length(tw));
          IF (i = 1 OR c >= close_enough) AND c > best THEN
            best := c;
          END IF;
        END LOOP;
        EXIT WHEN best = 1;
      END LOOP;
      total := total + best;
    END LOOP;
    RETURN coalesce(total / nullif(cardinality(query_words), 0), 0);
  END
  $$;
