-- A seller's product may be archived: out of the catalogue and search, kept for carts, past orders and invoices.
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_seller_archived_idx" ON "products" USING btree ("seller_id") WHERE "products"."archived_at" is not null;--> statement-breakpoint
-- Search postings (0009) hold only listed products: archiving a product takes its postings away in the same
-- statement, restoring it puts them back, so search never finds an archived product and never misses a restored one.
CREATE OR REPLACE FUNCTION nukkad_keep_search_postings() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO search_postings (word, ordered_count, product_id)
      SELECT w, n.ordered_count, n.id FROM new_rows n, nukkad_product_words(n.name, n.categories) AS w
      WHERE n.archived_at IS NULL;
    ELSIF TG_OP = 'DELETE' THEN
      DELETE FROM search_postings sp
      USING (SELECT o.id, o.ordered_count, w FROM old_rows o, nukkad_product_words(o.name, o.categories) AS w WHERE o.archived_at IS NULL) AS d
      WHERE sp.word = d.w AND sp.ordered_count = d.ordered_count AND sp.product_id = d.id;
    ELSE
      -- Only rows whose words, popularity or listing changed; one statement, so the delete and insert share its snapshot.
      WITH changed AS (
        SELECT n.id, o.name AS old_name, o.categories AS old_categories, o.ordered_count AS old_count, o.archived_at IS NULL AS was_listed,
          n.name, n.categories, n.ordered_count, n.archived_at IS NULL AS listed
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.categories, n.ordered_count, n.archived_at IS NULL) IS DISTINCT FROM (o.name, o.categories, o.ordered_count, o.archived_at IS NULL)
      ), gone AS (
        DELETE FROM search_postings sp
        USING (SELECT c.id, c.old_count, w FROM changed c, nukkad_product_words(c.old_name, c.old_categories) AS w WHERE c.was_listed) AS d
        WHERE sp.word = d.w AND sp.ordered_count = d.old_count AND sp.product_id = d.id
      )
      INSERT INTO search_postings (word, ordered_count, product_id)
      SELECT w, c.ordered_count, c.id FROM changed c, nukkad_product_words(c.name, c.categories) AS w WHERE c.listed;
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- A shop's product count (0005) counts its listed products, as its card and page show them.
CREATE OR REPLACE FUNCTION nukkad_keep_shop_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE shops s SET ordered_count = s.ordered_count + d.ordered, product_count = s.product_count + d.listed
      FROM (SELECT shop_id, sum(ordered_count)::int AS ordered, count(*) FILTER (WHERE archived_at IS NULL)::int AS listed FROM new_rows GROUP BY shop_id) AS d
      WHERE s.id = d.shop_id;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE shops s SET ordered_count = s.ordered_count - d.ordered, product_count = s.product_count - d.listed
      FROM (SELECT shop_id, sum(ordered_count)::int AS ordered, count(*) FILTER (WHERE archived_at IS NULL)::int AS listed FROM old_rows GROUP BY shop_id) AS d
      WHERE s.id = d.shop_id;
    ELSE
      UPDATE shops s SET ordered_count = s.ordered_count + d.ordered, product_count = s.product_count + d.listed
      FROM (
        SELECT shop_id, sum(ordered)::int AS ordered, sum(listed)::int AS listed FROM (
          SELECT shop_id, ordered_count AS ordered, (archived_at IS NULL)::int AS listed FROM new_rows
          UNION ALL
          SELECT shop_id, -ordered_count, -(archived_at IS NULL)::int FROM old_rows
        ) AS moves
        GROUP BY shop_id
        HAVING sum(ordered) <> 0 OR sum(listed) <> 0
      ) AS d
      WHERE s.id = d.shop_id;
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- The admin's users list sorts 100,000 customers by orders placed and spend: each customer's figures are kept on
-- their row as orders are written, so a page is a walk of one index instead of adding up every order.
ALTER TABLE "customers" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "spend_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "customers" c SET "orders_count" = t.n, "spend_paise" = t.spend
  FROM (
    SELECT customer_id, count(*) AS n, coalesce(sum(total_amount_paise) FILTER (WHERE delivery_status <> 'Cancelled'), 0) AS spend
    FROM orders GROUP BY customer_id
  ) t
  WHERE t.customer_id = c.id;--> statement-breakpoint
-- Orders count every order placed; spend counts the totals of those not cancelled. Kept at commit (a deferred
-- trigger), so the customer's own row is locked only while the transaction commits; no lock shared by every commit
-- is taken (0024): only two commits of one customer's orders meet here.
CREATE OR REPLACE FUNCTION nukkad_customer_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    old_spend bigint := 0;
    new_spend bigint := 0;
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.delivery_status <> 'Cancelled' THEN old_spend := OLD.total_amount_paise; END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.delivery_status <> 'Cancelled' THEN new_spend := NEW.total_amount_paise; END IF;
    IF TG_OP = 'UPDATE' AND old_spend = new_spend THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      UPDATE customers SET orders_count = orders_count + 1, spend_paise = spend_paise + new_spend WHERE id = NEW.customer_id;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE customers SET orders_count = orders_count - 1, spend_paise = spend_paise - old_spend WHERE id = OLD.customer_id;
    ELSE
      UPDATE customers SET spend_paise = spend_paise + new_spend - old_spend WHERE id = NEW.customer_id;
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_customer_figures AFTER INSERT OR UPDATE OF delivery_status, total_amount_paise OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nukkad_customer_figures();--> statement-breakpoint
-- Name and phone in lower case, stored: the search reads it from the sort indexes below without visiting rows.
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "phone")) STORED;--> statement-breakpoint
-- One index per sort, carrying the search text, so a page (and the pages skipped before it) is read from the index alone.
CREATE INDEX "customers_joined_idx" ON "customers" USING btree ("created_at" DESC,"id" DESC) INCLUDE ("search_text");--> statement-breakpoint
CREATE INDEX "customers_orders_idx" ON "customers" USING btree ("orders_count" DESC,"id" DESC) INCLUDE ("search_text");--> statement-breakpoint
CREATE INDEX "customers_spend_idx" ON "customers" USING btree ("spend_paise" DESC,"id" DESC) INCLUDE ("search_text");--> statement-breakpoint
-- Name or phone holding the admin's search, when few customers have it.
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);
