-- addToCart in one round trip: the product's facts, the customer's cart-lines lock and the conditional insert, each
-- statement with its own snapshot (a volatile function's statements see what committed before each of them), so the
-- line count read after the lock is never stale. The line goes in only when the product's shop is of one of
-- `categories` (the cart's, less those hidden), the product in stock and the shop open; the API words the refusals
-- from the facts returned. No row: no such product.
CREATE OR REPLACE FUNCTION nukkad_add_to_cart(customer uuid, cart cart_key, product uuid, categories shop_category[], max_lines integer, max_quantity integer)
  RETURNS TABLE (in_stock boolean, category shop_category, is_open boolean, added boolean, quantity integer)
  LANGUAGE plpgsql
  VOLATILE
  AS $$
  BEGIN
    SELECT p.in_stock, s.category, s.is_open INTO in_stock, category, is_open
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
