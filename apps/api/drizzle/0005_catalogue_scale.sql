-- A word's letters in order: equal for "dipaers" and "diapers", so swapped letters meet in an index.
CREATE OR REPLACE FUNCTION nukkad_sorted_letters(w text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(c, '' ORDER BY c COLLATE "C"), '') FROM regexp_split_to_table(w, '') AS c $$;
--> statement-breakpoint
-- Edit distance where two swapped letters count as one edit, as a typist makes them.
CREATE OR REPLACE FUNCTION nukkad_word_distance(a text, b text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN d = 2 AND length(a) = length(b) AND nukkad_sorted_letters(a) = nukkad_sorted_letters(b) THEN 1 ELSE d END
    FROM (SELECT levenshtein(a, b) AS d) AS x
  $$;
--> statement-breakpoint
-- How close each query word comes to its best-matching word of the target: 1 is exact, 0 is nothing alike.
-- Loops rather than a set query: it runs for every scored candidate, and this is several times cheaper.
CREATE OR REPLACE FUNCTION nukkad_typo_closeness(q text, target text) RETURNS real
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    target_words text[] := regexp_split_to_array(lower(coalesce(target, '')), '[^[:alnum:]]+');
    qw text;
    tw text;
    d integer;
    best real;
    total real := 0;
    counted integer := 0;
  BEGIN
    FOREACH qw IN ARRAY regexp_split_to_array(lower(coalesce(q, '')), '[^[:alnum:]]+') LOOP
      CONTINUE WHEN qw = '' OR length(qw) > 255;
      best := 0;
      FOREACH tw IN ARRAY target_words LOOP
        CONTINUE WHEN tw = '' OR length(tw) > 255;
        d := levenshtein(qw, tw);
        IF d = 2 AND length(qw) = length(tw) AND nukkad_sorted_letters(qw) = nukkad_sorted_letters(tw) THEN
          d := 1;
        END IF;
        best := greatest(best, 1 - d::real / greatest(length(qw), length(tw)));
      END LOOP;
      total := total + best;
      counted := counted + 1;
    END LOOP;
    RETURN CASE WHEN counted = 0 THEN 0 ELSE total / counted END;
  END
  $$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"letter_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ordered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_letter_key_idx" ON "search_words" USING btree ("letter_key");--> statement-breakpoint
CREATE INDEX "products_ordered_idx" ON "products" USING btree ("ordered_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "shops_popular_idx" ON "shops" USING btree ("is_open" DESC NULLS LAST,"ordered_count" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "shops_category_list_idx" ON "shops" USING btree ("category","is_open" DESC NULLS LAST,"name");--> statement-breakpoint
-- Every word of a product's name and categories joins the search vocabulary as products are written.
CREATE OR REPLACE FUNCTION nukkad_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word, letter_key)
    SELECT DISTINCT w, nukkad_sorted_letters(w)
    FROM new_rows, regexp_split_to_table(lower(new_rows.name || ' ' || nukkad_text_array(new_rows.categories)), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 2 AND 64
    ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word, letter_key)
SELECT DISTINCT w, nukkad_sorted_letters(w)
FROM products, regexp_split_to_table(lower(products.name || ' ' || nukkad_text_array(products.categories)), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 2 AND 64
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- A shop's ordered and product counts follow every write to products, whichever code makes it, once per statement.
CREATE OR REPLACE FUNCTION nukkad_keep_shop_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE shops s SET ordered_count = s.ordered_count + d.ordered, product_count = s.product_count + d.listed
      FROM (SELECT shop_id, sum(ordered_count)::int AS ordered, count(*)::int AS listed FROM new_rows GROUP BY shop_id) AS d
      WHERE s.id = d.shop_id;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE shops s SET ordered_count = s.ordered_count - d.ordered, product_count = s.product_count - d.listed
      FROM (SELECT shop_id, sum(ordered_count)::int AS ordered, count(*)::int AS listed FROM old_rows GROUP BY shop_id) AS d
      WHERE s.id = d.shop_id;
    ELSE
      UPDATE shops s SET ordered_count = s.ordered_count + d.ordered, product_count = s.product_count + d.listed
      FROM (
        SELECT shop_id, sum(ordered)::int AS ordered, sum(listed)::int AS listed FROM (
          SELECT shop_id, ordered_count AS ordered, 1 AS listed FROM new_rows
          UNION ALL
          SELECT shop_id, -ordered_count, -1 FROM old_rows
        ) AS moves
        GROUP BY shop_id
        HAVING sum(ordered) <> 0 OR sum(listed) <> 0
      ) AS d
      WHERE s.id = d.shop_id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_shop_figures_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_keep_shop_figures();
--> statement-breakpoint
CREATE TRIGGER products_shop_figures_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_keep_shop_figures();
--> statement-breakpoint
CREATE TRIGGER products_shop_figures_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_keep_shop_figures();
--> statement-breakpoint
UPDATE shops s SET ordered_count = f.ordered, product_count = f.listed
FROM (SELECT shop_id, sum(ordered_count)::int AS ordered, count(*)::int AS listed FROM products GROUP BY shop_id) AS f
WHERE s.id = f.shop_id;
