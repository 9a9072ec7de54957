-- addToCart takes an amount (Order again adds a past line's quantity in one call) and says how many went in, so the
-- cart's limits (lines per cart, quantity per line) are decided in this one function for every caller.
DROP FUNCTION nukkad_add_to_cart(uuid, cart_key, uuid, shop_category[], integer, integer);--> statement-breakpoint
CREATE FUNCTION nukkad_add_to_cart(customer uuid, cart cart_key, product uuid, categories shop_category[], max_lines integer, max_quantity integer, amount integer DEFAULT 1)
  RETURNS TABLE (in_stock boolean, category shop_category, is_open boolean, added boolean, quantity integer, added_quantity integer)
  LANGUAGE plpgsql
  VOLATILE
  AS $$
  DECLARE
    had integer;
  BEGIN
    SELECT p.in_stock, s.category, nukkad_shop_is_open(s.is_open, s.is_open_until) INTO in_stock, category, is_open
      FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = product;
    IF NOT FOUND THEN
      RETURN;
    END IF;
    added := false;
    added_quantity := 0;
    IF category = ANY (categories) AND in_stock AND is_open THEN
      -- (0x63617274 'cart', the customer): additions of one customer queue here, as in modules/cart/cart-changes.ts.
      PERFORM pg_advisory_xact_lock(1667330676, hashtext(customer::text));
      -- The line's row lock: a quantity change outside this lock (incrementQty) cannot slip between the read and the write.
      SELECT l.quantity INTO had FROM cart_items l WHERE l.customer_id = customer AND l.cart_key = cart AND l.product_id = product FOR UPDATE;
      IF had IS NOT NULL THEN
        UPDATE cart_items c SET quantity = least(c.quantity + amount, max_quantity), updated_at = now()
          WHERE c.customer_id = customer AND c.cart_key = cart AND c.product_id = product AND c.quantity < max_quantity
          RETURNING c.quantity INTO quantity;
        added := FOUND;
        IF added THEN
          added_quantity := quantity - had;
        ELSE
          quantity := had;
        END IF;
      ELSIF (SELECT count(*) FROM cart_items l WHERE l.customer_id = customer AND l.cart_key = cart) < max_lines THEN
        INSERT INTO cart_items AS c (customer_id, cart_key, product_id, quantity)
          VALUES (customer, cart, product, least(amount, max_quantity))
          RETURNING c.quantity INTO quantity;
        added := true;
        added_quantity := quantity;
      END IF;
    END IF;
    RETURN NEXT;
  END
  $$;
