-- Who follows a ticket (docs/notifications.md): replies and status changes notify them. The one who
-- raised a ticket and its assignee follow it from the start, so existing tickets get them too.
CREATE TABLE "ticket_followers" (
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_followers_pk" PRIMARY KEY("ticket_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ticket_followers" ADD CONSTRAINT "ticket_followers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_followers" ADD CONSTRAINT "ticket_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_followers_user_idx" ON "ticket_followers" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "ticket_followers" ("ticket_id", "user_id")
  SELECT "id", "created_by" FROM "tickets" WHERE "created_by" IS NOT NULL
  UNION SELECT "id", "assignee_id" FROM "tickets" WHERE "assignee_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
