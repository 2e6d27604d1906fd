-- Internal notes on tickets: a comment among staff, never shown to a customer, nor its files
-- (through the comment). A customer's reply on a completed ticket reopens it: a timeline event of its own.
ALTER TYPE "public"."ticket_event_type" ADD VALUE 'reopened';--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;
