CREATE TABLE "store_event_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "store_event_days_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "store_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_events_kind" CHECK ("store_events"."kind" in ('viewContent', 'addToCart', 'addShippingInfo', 'purchase', 'signUp', 'appDownload', 'lead'))
);
--> statement-breakpoint
CREATE INDEX "store_events_at_kind_idx" ON "store_events" USING btree ("at","kind");