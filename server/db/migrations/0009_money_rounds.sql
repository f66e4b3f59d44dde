CREATE TABLE "round_turns" (
	"name" text PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"held_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_refund_state";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_refunds_due_idx" ON "orders" USING btree ("refund_next_at") WHERE "orders"."refund_state" = 'due';--> statement-breakpoint
CREATE INDEX "wallet_transactions_unseen_idx" ON "wallet_transactions" USING btree ("user_id") WHERE "wallet_transactions"."notice" = 'unseen';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_state" CHECK ("orders"."refund_state" is null or "orders"."refund_state" in ('due', 'refunded', 'held'));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_notice" CHECK ("wallet_transactions"."notice" is null or "wallet_transactions"."notice" in ('unseen', 'seen'));--> statement-breakpoint
-- What is said of the refund is now added when the shopper is answered, from refund_state.
UPDATE "orders" SET "refusal" = replace("refusal", ' Your payment has been refunded.', '') WHERE "refusal" LIKE '% Your payment has been refunded.';
