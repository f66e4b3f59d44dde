CREATE TABLE "dedicated_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"customer_code" text,
	"account_name" text,
	"account_number" text,
	"bank_name" text,
	"bank_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dedicated_accounts_status" CHECK ("dedicated_accounts"."status" in ('opening', 'open')),
	CONSTRAINT "dedicated_accounts_open_whole" CHECK ("dedicated_accounts"."status" <> 'open' or ("dedicated_accounts"."account_number" is not null and "dedicated_accounts"."account_name" is not null and "dedicated_accounts"."bank_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_number_unique" ON "dedicated_accounts" USING btree ("account_number");