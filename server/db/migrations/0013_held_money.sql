CREATE TABLE "money_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "money_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"actor_id" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_events_subject_kind" CHECK ("money_events"."subject_kind" in ('orderRefund', 'refusedOrder', 'withdrawal')),
	CONSTRAINT "money_events_kind" CHECK ("money_events"."kind" in ('refused', 'held', 'retry', 'toWallet', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "money_events" ADD CONSTRAINT "money_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_events_subject_idx" ON "money_events" USING btree ("subject_kind","subject_id","seq");