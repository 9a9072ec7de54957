CREATE TABLE "order_figures" (
	"status" "item_status" NOT NULL,
	"shard" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_figures_pkey" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
CREATE INDEX "orders_delivered_at_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."delivery_status" = 'Delivered';--> statement-breakpoint
-- Kept at commit (a deferred trigger), so a counter row is locked only while its transaction commits; each event
-- of a row moves its figures from the old status and total to the new.
CREATE OR REPLACE FUNCTION nukkad_order_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.delivery_status = NEW.delivery_status AND OLD.total_amount_paise = NEW.total_amount_paise THEN
      RETURN NULL;
    END IF;
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
  $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_figures AFTER INSERT OR UPDATE OF delivery_status, total_amount_paise OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nukkad_order_figures();--> statement-breakpoint
INSERT INTO order_figures (status, shard, orders, total_paise)
  SELECT delivery_status, hashtext(id::text) & 15, count(*), sum(total_amount_paise) FROM orders GROUP BY 1, 2;
