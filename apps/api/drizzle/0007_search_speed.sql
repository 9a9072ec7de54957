CREATE INDEX "products_shop_page_idx" ON "products" USING btree ("shop_id","in_stock" DESC NULLS LAST,"name","id");--> statement-breakpoint
CREATE INDEX "products_catalogue_order_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,"ordered_count" DESC NULLS LAST,"name","id");--> statement-breakpoint
-- The shops whose name is like a search query, best first. Walks the name's trigram index: the planner would
-- otherwise scan every shop, computing a similarity for each, at many times the cost.
CREATE OR REPLACE FUNCTION nukkad_shops_named(q text, like_pattern text, n integer) RETURNS SETOF uuid
  LANGUAGE sql STABLE PARALLEL SAFE ROWS 3
  SET enable_seqscan = off
  AS $$ SELECT id FROM shops WHERE name % q OR name ILIKE like_pattern ORDER BY similarity(name, q) DESC LIMIT n $$;
