-- Deleting one's own account: the row stays for the books (orders, sales, cash), erased and marked deleted.
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_partners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- A deleted account's phone is erased (''): a phone is unique among the accounts that are not deleted, so it may sign up again.
DROP INDEX "customers_phone_key";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_key" ON "customers" USING btree ("phone") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "sellers_phone_key";--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_phone_key" ON "sellers" USING btree ("phone") WHERE "sellers"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "delivery_partners_phone_key";--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_partners_phone_key" ON "delivery_partners" USING btree ("phone") WHERE "delivery_partners"."deleted_at" is null;--> statement-breakpoint
-- A deleted account takes no new order, order line or assignment. Each check locks the account row as its foreign key
-- would (FOR KEY SHARE): a deletion holding the row (FOR UPDATE) makes it wait, and once that commits the row no
-- longer matches, so a checkout or an acceptance racing a deletion either committed first or fails here.
CREATE FUNCTION nukkad_refuse_deleted_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM customers WHERE id = NEW.customer_id AND deleted_at IS NULL FOR KEY SHARE;
  IF NOT FOUND THEN RAISE EXCEPTION 'customer % is deleted', NEW.customer_id USING ERRCODE = 'NKDEL'; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_customer_not_deleted BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION nukkad_refuse_deleted_customer();--> statement-breakpoint
CREATE FUNCTION nukkad_refuse_deleted_seller() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM sellers WHERE id = NEW.seller_id AND deleted_at IS NULL FOR KEY SHARE;
  IF NOT FOUND THEN RAISE EXCEPTION 'seller % is deleted', NEW.seller_id USING ERRCODE = 'NKDEL'; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_seller_not_deleted BEFORE INSERT ON order_items
  FOR EACH ROW EXECUTE FUNCTION nukkad_refuse_deleted_seller();--> statement-breakpoint
CREATE FUNCTION nukkad_refuse_deleted_partner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM delivery_partners WHERE id = NEW.delivery_partner_id AND deleted_at IS NULL FOR KEY SHARE;
  IF NOT FOUND THEN RAISE EXCEPTION 'delivery partner % is deleted', NEW.delivery_partner_id USING ERRCODE = 'NKDEL'; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_partner_not_deleted BEFORE INSERT OR UPDATE OF delivery_partner_id ON orders
  FOR EACH ROW WHEN (NEW.delivery_partner_id IS NOT NULL) EXECUTE FUNCTION nukkad_refuse_deleted_partner();
