DROP INDEX "products_live_newest_idx";--> statement-breakpoint
DROP INDEX "products_live_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_live_price_idx";--> statement-breakpoint
DROP INDEX "products_live_category_price_idx";--> statement-breakpoint
CREATE INDEX "products_live_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"category_id","original_price_kobo","rating") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_live_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"original_price_kobo","rating") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("discounted_price_kobo","id","category_id","original_price_kobo","rating") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_live_category_price_idx" ON "products" USING btree ("category_id","discounted_price_kobo","id","original_price_kobo","rating") WHERE NOT "products"."archived";