-- Demo pictures moved from /uploads/demo/ to /demo-images/ (the files stay where they are): /uploads/ never serves SVG.
UPDATE "products" SET "images" = ARRAY(SELECT regexp_replace(i, '^/uploads/demo/', '/demo-images/') FROM unnest("images") WITH ORDINALITY AS u(i, n) ORDER BY n)
  WHERE EXISTS (SELECT 1 FROM unnest("images") AS i WHERE i LIKE '/uploads/demo/%');--> statement-breakpoint
UPDATE "shops" SET "images" = ARRAY(SELECT regexp_replace(i, '^/uploads/demo/', '/demo-images/') FROM unnest("images") WITH ORDINALITY AS u(i, n) ORDER BY n)
  WHERE EXISTS (SELECT 1 FROM unnest("images") AS i WHERE i LIKE '/uploads/demo/%');
