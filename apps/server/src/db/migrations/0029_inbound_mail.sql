-- Mail read from a support mailbox (modules/mail-intake): one row per message, keyed by mailbox and
-- Message-ID so each is acted on once; comments that came by mail keep the address they came from;
-- the ticket timeline says when a ticket came by mail.
ALTER TYPE "public"."ticket_event_type" ADD VALUE 'email';--> statement-breakpoint
CREATE TABLE "inbound_mail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mailbox_id" integer NOT NULL,
	"message_id" varchar(300) NOT NULL,
	"from_address" varchar(254),
	"subject" varchar(300),
	"size" integer NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"reason" varchar(40),
	"ticket_id" integer,
	"comment_id" integer,
	"outgoing_mail_id" integer,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"uid" integer,
	"raw" "bytea",
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "email_from" varchar(254);--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD CONSTRAINT "inbound_mail_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD CONSTRAINT "inbound_mail_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mail_message_unique" ON "inbound_mail" USING btree ("mailbox_id","message_id");--> statement-breakpoint
CREATE INDEX "inbound_mail_sender_idx" ON "inbound_mail" USING btree (lower("from_address"),"received_at");--> statement-breakpoint
CREATE INDEX "inbound_mail_ticket_idx" ON "inbound_mail" USING btree ("ticket_id");