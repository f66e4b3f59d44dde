CREATE TABLE "swap_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"storage" text,
	"condition" text NOT NULL,
	"faults" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wanted_product_id" text,
	"wanted" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_requests_condition" CHECK ("swap_requests"."condition" in ('new', 'likeNew', 'used', 'faulty'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"purpose" text NOT NULL,
	"image" jsonb NOT NULL,
	"keys" jsonb NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_purpose" CHECK ("uploads"."purpose" in ('product', 'swap'))
);
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_wanted_product_id_products_id_fk" FOREIGN KEY ("wanted_product_id") REFERENCES "products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_requests_user_idx" ON "swap_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_src_unique" ON "uploads" USING btree (("image" ->> 'src'));--> statement-breakpoint
CREATE INDEX "uploads_unused_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."used_at" IS NULL;