-- Trigram matching for typo-tolerant search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; search vectors need an IMMUTABLE form for generated columns.
CREATE OR REPLACE FUNCTION nukkad_text_array(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
