ALTER TABLE "shops" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_rating_total_nonnegative" CHECK ("shops"."rating_total" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_rating_count_nonnegative" CHECK ("shops"."rating_count" >= 0);--> statement-breakpoint
-- Orders reviewed before the figures existed count once for each shop with a non-cancelled item in them.
UPDATE "shops" SET "rating_total" = r."total", "rating_count" = r."count"
  FROM (
    SELECT i."shop_id", sum(o."overall_ratings")::integer AS "total", count(*)::integer AS "count"
    FROM "orders" o
    JOIN (SELECT DISTINCT "order_id", "shop_id" FROM "order_items" WHERE "status" <> 'Cancelled') i ON i."order_id" = o."id"
    WHERE o."has_reviewed" AND o."overall_ratings" IS NOT NULL
    GROUP BY i."shop_id"
  ) r
  WHERE "shops"."id" = r."shop_id";
