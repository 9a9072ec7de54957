-- A shop's discount: a whole percent off every one of its products, optionally only within a window.
ALTER TABLE "shops" ADD COLUMN "discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "discount_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "discount_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_discount_percent_range" CHECK ("shops"."discount_percent" is null or "shops"."discount_percent" between 1 and 90);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_discount_window_order" CHECK ("shops"."discount_starts_at" is null or "shops"."discount_ends_at" is null or "shops"."discount_starts_at" < "shops"."discount_ends_at");--> statement-breakpoint
-- The shop's discount running now, or null: every read of a selling price asks this, so none keeps its own copy.
CREATE FUNCTION nukkad_shop_discount_now(percent smallint, starts_at timestamptz, ends_at timestamptz) RETURNS smallint
  LANGUAGE sql
  STABLE
  AS $$ SELECT CASE WHEN (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR now() < ends_at) THEN percent END $$;--> statement-breakpoint
-- A product's selling price under a discount of `percent` (null: none), in paise, rounded half up to the paisa:
-- (price × (100 − percent) + 50) div 100. The product's stored price stays what its seller set.
CREATE FUNCTION nukkad_discounted_price(price integer, percent smallint) RETURNS integer
  LANGUAGE sql
  IMMUTABLE
  AS $$ SELECT CASE WHEN percent IS NULL THEN price ELSE ((price::bigint * (100 - percent) + 50) / 100)::integer END $$;
