CREATE TABLE "sandbox_bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 8000001 CACHE 1),
	"reference" text NOT NULL,
	"customer" text NOT NULL,
	"biller_code" text NOT NULL,
	"item_code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bills_status" CHECK ("sandbox_bills"."status" in ('successful', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 6000001 CACHE 1),
	"reference" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_status" CHECK ("sandbox_transfers"."status" in ('NEW', 'PENDING', 'SUCCESSFUL', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_kind" CHECK ("wallet_entries"."kind" in ('funding', 'orderPayment', 'data', 'airtime', 'withdrawal', 'fee', 'reversal')),
	CONSTRAINT "wallet_entries_not_zero" CHECK ("wallet_entries"."amount_kobo" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"fee_kobo" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"provider_id" text,
	"failure" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type" CHECK ("wallet_transactions"."type" in ('funding', 'withdrawal', 'dataPurchase', 'airtimePurchase', 'orderPayment', 'refund')),
	CONSTRAINT "wallet_transactions_status" CHECK ("wallet_transactions"."status" in ('pending', 'successful', 'failed')),
	CONSTRAINT "wallet_transactions_amounts" CHECK ("wallet_transactions"."amount_kobo" > 0 and "wallet_transactions"."fee_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"balance_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_wallets_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "wallets"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "wallet_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bills_reference_unique" ON "sandbox_bills" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfers_reference_unique" ON "sandbox_transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_reference_unique" ON "wallet_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction_idx" ON "wallet_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reference_unique" ON "wallet_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_provider_unique" ON "wallet_transactions" USING btree ("type","provider_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_newest_idx" ON "wallet_transactions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);