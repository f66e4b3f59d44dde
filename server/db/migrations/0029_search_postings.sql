CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "search_postings_word_product_id_pk" PRIMARY KEY("word","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, word)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trigram_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_vector_idx" ON "search_terms" USING gin ("vector");--> statement-breakpoint
-- The words search_postings lists for a product (docs/adr/0047): every run of letters and digits of its title, of any
-- length (search_words_of keeps two letters or more, for corrections), and its category as '#' and the id.
CREATE FUNCTION search_postings_of(title text, category_id text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT word FROM regexp_split_to_table(trim(regexp_replace(lower(title), '[^a-z0-9]+', ' ', 'g')), ' ') AS word
  WHERE word <> ''
  UNION SELECT '#' || category_id
$$;--> statement-breakpoint
-- New rows' words and postings, once per statement (a seed of many products is one insert of each). Words in order, so
-- two writers adding the same new words never wait on each other in a circle.
CREATE FUNCTION search_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
    SELECT DISTINCT words.word FROM new_rows, search_postings_of(new_rows.title, new_rows.category_id) AS words(word)
    WHERE words.word NOT LIKE '#%' ORDER BY 1
    ON CONFLICT DO NOTHING;
  INSERT INTO search_postings (word, product_id)
    SELECT words.word, new_rows.id FROM new_rows, search_postings_of(new_rows.title, new_rows.category_id) AS words(word)
    WHERE NOT new_rows.archived
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A product retitled, moved to another category, archived, restored or deleted: its postings as they were are removed
-- (found by its old words, through the primary key) and, while it is live, its postings as they are now are added.
CREATE FUNCTION search_postings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings
    WHERE product_id = OLD.id AND word IN (SELECT search_postings_of(OLD.title, OLD.category_id));
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO search_terms (word)
      SELECT word FROM search_postings_of(NEW.title, NEW.category_id) AS words(word) WHERE word NOT LIKE '#%' ORDER BY 1
      ON CONFLICT DO NOTHING;
    IF NOT NEW.archived THEN
      INSERT INTO search_postings (word, product_id)
        SELECT word, NEW.id FROM search_postings_of(NEW.title, NEW.category_id) AS words(word)
        ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_postings_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_postings;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_postings_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_inserted();--> statement-breakpoint
CREATE TRIGGER products_search_postings_updated AFTER UPDATE OF title, category_id, archived ON products
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.archived IS DISTINCT FROM NEW.archived)
  EXECUTE FUNCTION search_postings_changed();--> statement-breakpoint
CREATE TRIGGER products_search_postings_deleted AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_postings_changed();--> statement-breakpoint
CREATE TRIGGER products_search_postings_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_truncated();--> statement-breakpoint
INSERT INTO search_terms (word)
  SELECT DISTINCT words.word FROM products, search_postings_of(products.title, products.category_id) AS words(word)
  WHERE words.word NOT LIKE '#%' ORDER BY 1
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_postings (word, product_id)
  SELECT words.word, products.id FROM products, search_postings_of(products.title, products.category_id) AS words(word)
  WHERE NOT products.archived
  ON CONFLICT DO NOTHING;
