CREATE TABLE "analytics_forwards" (
	"event_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"visitor" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"page_url" text,
	"email_sha256" text,
	"value_kobo" bigint,
	"content_ids" text[],
	"order_id" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"given_up_at" timestamp with time zone,
	"failure" text,
	CONSTRAINT "analytics_forwards_event_id_provider_pk" PRIMARY KEY("event_id","provider"),
	CONSTRAINT "analytics_forwards_provider" CHECK ("analytics_forwards"."provider" in ('meta', 'ga4'))
);
--> statement-breakpoint
ALTER TABLE "analytics_forwards" ADD CONSTRAINT "analytics_forwards_event_id_store_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "store_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_forwards_due_idx" ON "analytics_forwards" USING btree ("next_at") WHERE "analytics_forwards"."sent_at" is null and "analytics_forwards"."given_up_at" is null;