CREATE TABLE "analytics_order_consents" (
	"order_id" text PRIMARY KEY NOT NULL,
	"visitor" text NOT NULL,
	"providers" text[] NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"page_url" text,
	"kept_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_order_consents" ADD CONSTRAINT "analytics_order_consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_order_consents_kept_idx" ON "analytics_order_consents" USING btree ("kept_at");