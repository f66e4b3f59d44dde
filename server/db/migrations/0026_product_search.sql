-- Search that forgives (docs/adr/0047): trigram matching needs pg_trgm, which PGlite ships and PostgreSQL has among
-- its contrib extensions (trusted: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (regexp_replace(lower(title), '[^a-z0-9]+', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, regexp_replace(lower(title), '[^a-z0-9]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_compact_idx" ON "products" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The words of a title, as search splits a shopper's text (server/db/repos/product-search.ts, normaliseSearchText).
CREATE FUNCTION search_words_of(title text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(trim(regexp_replace(lower(title), '[^a-z0-9]+', ' ', 'g')), ' ') AS word
  WHERE length(word) >= 2
$$;--> statement-breakpoint
-- New rows' words, once per statement (a seed of many products is one insert of their words). In word order, so two
-- writers adding the same new words never wait on each other in a circle.
CREATE FUNCTION search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT words.word FROM new_rows, search_words_of(new_rows.title) AS words(word) ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_words_retitled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT word FROM search_words_of(NEW.title) AS words(word) ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();--> statement-breakpoint
CREATE TRIGGER products_search_words_retitled AFTER UPDATE OF title ON products
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION search_words_retitled();--> statement-breakpoint
CREATE TRIGGER categories_search_words_inserted AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();--> statement-breakpoint
CREATE TRIGGER categories_search_words_retitled AFTER UPDATE OF title ON categories
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION search_words_retitled();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT word FROM products, search_words_of(products.title) AS words(word)
  UNION SELECT word FROM categories, search_words_of(categories.title) AS words(word)
  ORDER BY 1 ON CONFLICT DO NOTHING;
