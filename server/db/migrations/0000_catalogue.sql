CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sizes_pkey" PRIMARY KEY("product_id","title"),
	CONSTRAINT "product_sizes_stock_not_negative" CHECK ("product_sizes"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" text NOT NULL,
	"vendor_id" text,
	"original_price_kobo" bigint NOT NULL,
	"discounted_price_kobo" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" numeric(2, 1) DEFAULT '0.0' NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"price_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_prices_valid" CHECK ("products"."discounted_price_kobo" >= 0 AND "products"."discounted_price_kobo" <= "products"."original_price_kobo"),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" >= 0 AND "products"."rating" <= 5),
	CONSTRAINT "products_counts_not_negative" CHECK ("products"."reviews" >= 0 AND "products"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" text PRIMARY KEY NOT NULL,
	"price_drop" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"withdrawal_fee_percent" numeric(4, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_window_valid" CHECK ("promos"."expires" > "promos"."starts_at"),
	CONSTRAINT "promos_withdrawal_fee_range" CHECK ("promos"."withdrawal_fee_percent" IS NULL OR ("promos"."withdrawal_fee_percent" >= 0 AND "promos"."withdrawal_fee_percent" <= 100))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_live_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_live_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("discounted_price_kobo","id") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_live_category_price_idx" ON "products" USING btree ("category_id","discounted_price_kobo","id") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_live_original_price_idx" ON "products" USING btree ("original_price_kobo") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "promos_window_idx" ON "promos" USING btree ("expires","starts_at");