-- The delivery log of outgoing mail (docs/decisions/038): one row per mail, written with its queue job
-- in the transaction of the change that caused it, updated by the mail worker at each try.
CREATE TABLE "outgoing_mail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" varchar(254) NOT NULL,
	"recipient_user_id" integer,
	"language" varchar(2) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"message_id" varchar(300) NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outgoing_mail_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD CONSTRAINT "outgoing_mail_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mail_created_idx" ON "outgoing_mail" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outgoing_mail_status_created_idx" ON "outgoing_mail" USING btree ("status","created_at","id");