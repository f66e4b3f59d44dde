CREATE TABLE "swap_request_events" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"text" text,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_request_events_kind" CHECK ("swap_request_events"."kind" in ('status', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "swap_requests" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "swap_requests" SET "status_changed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "swap_request_events" ADD CONSTRAINT "swap_request_events_request_id_swap_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "swap_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_request_events" ADD CONSTRAINT "swap_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_request_events_request_idx" ON "swap_request_events" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "swap_requests_inbox_idx" ON "swap_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "swap_requests_status_idx" ON "swap_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_status" CHECK ("swap_requests"."status" in ('new', 'contacted', 'offerMade', 'accepted', 'declined', 'closed'));