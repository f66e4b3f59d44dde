CREATE TABLE "sandbox_paystack_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_paystack_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000001 CACHE 1),
	"reference" text NOT NULL,
	"access_code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"channels" jsonb NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_paystack_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_paystack_transactions_access_code_unique" UNIQUE("access_code"),
	CONSTRAINT "sandbox_paystack_transactions_status" CHECK ("sandbox_paystack_transactions"."status" in ('ongoing', 'success', 'failed')),
	CONSTRAINT "sandbox_paystack_transactions_amount" CHECK ("sandbox_paystack_transactions"."amount_kobo" > 0),
	CONSTRAINT "sandbox_paystack_transactions_refund" CHECK ("sandbox_paystack_transactions"."refunded_kobo" >= 0 and "sandbox_paystack_transactions"."refunded_kobo" <= "sandbox_paystack_transactions"."amount_kobo")
);
