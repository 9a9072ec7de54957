-- Shop hours: weekly spans (Asia/Kolkata) and the instant the stored open state flips (the next opening or closing).
ALTER TABLE "shops" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "is_open_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "opening_time";--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "closing_time";--> statement-breakpoint
CREATE INDEX "shops_is_open_until_idx" ON "shops" USING btree ("is_open_until") WHERE "shops"."is_open_until" is not null;--> statement-breakpoint
-- Whether a shop is open now: its stored state, flipped once the clock passes the state's end, so every read agrees
-- with the hours at the boundary second without waiting for the job that writes the next state down.
CREATE FUNCTION nukkad_shop_is_open(is_open boolean, is_open_until timestamptz) RETURNS boolean
  LANGUAGE sql
  STABLE
  AS $$ SELECT is_open <> coalesce(is_open_until <= now(), false) $$;--> statement-breakpoint
-- addToCart as in 0025_add_to_cart_one_statement, deciding "open" as every other read does.
CREATE OR REPLACE FUNCTION nukkad_add_to_cart(customer uuid, cart cart_key, product uuid, categories shop_category[], max_lines integer, max_quantity integer)
  RETURNS TABLE (in_stock boolean, category shop_category, is_open boolean, added boolean, quantity integer)
  LANGUAGE plpgsql
  VOLATILE
  AS $$
  BEGIN
    SELECT p.in_stock, s.category, nukkad_shop_is_open(s.is_open, s.is_open_until) INTO in_stock, category, is_open
      FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = product;
    IF NOT FOUND THEN
      RETURN;
    END IF;
    added := false;
    IF category = ANY (categories) AND in_stock AND is_open THEN
      -- (0x63617274 'cart', the customer): additions of one customer queue here, as in modules/cart/cart-changes.ts.
      PERFORM pg_advisory_xact_lock(1667330676, hashtext(customer::text));
      INSERT INTO cart_items AS c (customer_id, cart_key, product_id, quantity)
        SELECT customer, cart, product, 1
        WHERE EXISTS (SELECT 1 FROM cart_items l WHERE l.customer_id = customer AND l.cart_key = cart AND l.product_id = product)
           OR (SELECT count(*) FROM cart_items l WHERE l.customer_id = customer AND l.cart_key = cart) < max_lines
        ON CONFLICT (customer_id, cart_key, product_id)
        DO UPDATE SET quantity = c.quantity + 1, updated_at = now()
        WHERE c.quantity < max_quantity
        RETURNING c.quantity INTO quantity;
      added := FOUND;
      IF NOT added THEN
        SELECT l.quantity INTO quantity FROM cart_items l WHERE l.customer_id = customer AND l.cart_key = cart AND l.product_id = product;
      END IF;
    END IF;
    RETURN NEXT;
  END
  $$;
