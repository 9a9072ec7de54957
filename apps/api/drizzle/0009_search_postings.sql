-- The search words of a product, as search_words collects them.
CREATE OR REPLACE FUNCTION nukkad_product_words(name text, categories text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE ROWS 8
  AS $$
    SELECT DISTINCT w FROM regexp_split_to_table(lower(name || ' ' || nukkad_text_array(categories)), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 2 AND 64
  $$;
--> statement-breakpoint
-- One row per word of each product, walked in popularity order: a word's most ordered products are read
-- without visiting every product that has it, as the full-text index would.
CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"ordered_count" integer NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_postings_walk_idx" ON "search_postings" USING btree ("word","ordered_count" DESC,"product_id");
--> statement-breakpoint
-- Postings follow every write to products, whichever code makes it, once per statement.
CREATE OR REPLACE FUNCTION nukkad_keep_search_postings() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO search_postings (word, ordered_count, product_id)
      SELECT w, n.ordered_count, n.id FROM new_rows n, nukkad_product_words(n.name, n.categories) AS w;
    ELSIF TG_OP = 'DELETE' THEN
      DELETE FROM search_postings sp
      USING (SELECT o.id, o.ordered_count, w FROM old_rows o, nukkad_product_words(o.name, o.categories) AS w) AS d
      WHERE sp.word = d.w AND sp.ordered_count = d.ordered_count AND sp.product_id = d.id;
    ELSE
      -- Only rows whose words or popularity changed; one statement, so the delete and insert share its snapshot.
      WITH changed AS (
        SELECT n.id, o.name AS old_name, o.categories AS old_categories, o.ordered_count AS old_count, n.name, n.categories, n.ordered_count
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.categories, n.ordered_count) IS DISTINCT FROM (o.name, o.categories, o.ordered_count)
      ), gone AS (
        DELETE FROM search_postings sp
        USING (SELECT c.id, c.old_count, w FROM changed c, nukkad_product_words(c.old_name, c.old_categories) AS w) AS d
        WHERE sp.word = d.w AND sp.ordered_count = d.old_count AND sp.product_id = d.id
      )
      INSERT INTO search_postings (word, ordered_count, product_id)
      SELECT w, c.ordered_count, c.id FROM changed c, nukkad_product_words(c.name, c.categories) AS w;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_search_postings_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_keep_search_postings();
--> statement-breakpoint
CREATE TRIGGER products_search_postings_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_keep_search_postings();
--> statement-breakpoint
CREATE TRIGGER products_search_postings_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_keep_search_postings();
--> statement-breakpoint
INSERT INTO search_postings (word, ordered_count, product_id)
SELECT w, p.ordered_count, p.id FROM products p, nukkad_product_words(p.name, p.categories) AS w;
--> statement-breakpoint
-- Shop names join the search vocabulary too, so a misspelt shop name is corrected like any other word.
CREATE OR REPLACE FUNCTION nukkad_collect_shop_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word, letter_key)
    SELECT DISTINCT w, nukkad_sorted_letters(w)
    FROM new_rows, regexp_split_to_table(lower(new_rows.name), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 2 AND 64
    ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER shops_search_words_insert AFTER INSERT ON shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_collect_shop_words();
--> statement-breakpoint
CREATE TRIGGER shops_search_words_update AFTER UPDATE ON shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nukkad_collect_shop_words();
--> statement-breakpoint
INSERT INTO search_words (word, letter_key)
SELECT DISTINCT w, nukkad_sorted_letters(w)
FROM shops, regexp_split_to_table(lower(shops.name), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 2 AND 64
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- Shops by the words of their name, for the search's shop path.
CREATE INDEX "shops_name_words_idx" ON "shops" USING gin (to_tsvector('simple', "name"));
--> statement-breakpoint
-- A shop's most ordered products first, for the search's shop path.
CREATE INDEX "products_shop_popular_idx" ON "products" USING btree ("shop_id","ordered_count" DESC NULLS LAST,"id");
