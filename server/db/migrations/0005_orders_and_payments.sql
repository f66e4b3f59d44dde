CREATE TABLE "order_items" (
	"order_id" text NOT NULL,
	"line" smallint NOT NULL,
	"product_id" text NOT NULL,
	"cart_item_id" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"price_kobo" bigint NOT NULL,
	"original_price_kobo" bigint NOT NULL,
	CONSTRAINT "order_items_order_id_line_pk" PRIMARY KEY("order_id","line"),
	CONSTRAINT "order_items_qty_positive" CHECK ("order_items"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tx_ref" text NOT NULL,
	"payment_state" text DEFAULT 'awaiting' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"subtotal_kobo" bigint NOT NULL,
	"discount_kobo" bigint NOT NULL,
	"coupon_kobo" bigint NOT NULL,
	"delivery_kobo" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"coupon" text,
	"delivery_method" text NOT NULL,
	"address_id" text NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"tracking_id" text,
	"transaction_id" text,
	"refund_state" text,
	"refusal" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payment_state" CHECK ("orders"."payment_state" in ('awaiting', 'paid', 'refused')),
	CONSTRAINT "orders_refund_state" CHECK ("orders"."refund_state" is null or "orders"."refund_state" in ('due', 'refunded')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."amount_kobo" >= 0 and "orders"."subtotal_kobo" >= 0 and "orders"."discount_kobo" >= 0 and "orders"."coupon_kobo" >= 0 and "orders"."delivery_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4000001 CACHE 1),
	"tx_ref" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" in ('successful', 'failed')),
	CONSTRAINT "sandbox_payments_refund" CHECK ("sandbox_payments"."refunded_kobo" >= 0 and "sandbox_payments"."refunded_kobo" <= "sandbox_payments"."amount_kobo")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tx_ref_unique" ON "orders" USING btree ("tx_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_transaction_id_unique" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_id_unique" ON "orders" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "orders_user_newest_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_payments_tx_ref_idx" ON "sandbox_payments" USING btree ("tx_ref");