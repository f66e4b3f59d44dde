ALTER TABLE "chat_conversations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_key_hash" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_key_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_visitor_key_hash_unique" UNIQUE("visitor_key_hash");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_owner" CHECK (("chat_conversations"."user_id" is not null and "chat_conversations"."visitor_key_hash" is null and "chat_conversations"."visitor_email" is null)
        or ("chat_conversations"."user_id" is null and "chat_conversations"."visitor_key_hash" is not null and "chat_conversations"."visitor_email" is not null
          and "chat_conversations"."visitor_name" is not null and "chat_conversations"."visitor_key_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_visitor_lengths" CHECK (char_length("chat_conversations"."visitor_email") <= 254 and char_length("chat_conversations"."visitor_name") <= 100);