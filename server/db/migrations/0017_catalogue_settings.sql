ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose" CHECK ("uploads"."purpose" in ('product', 'swap', 'category'));