CREATE TABLE "account_usage" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"creations_this_hour" integer DEFAULT 0 NOT NULL,
	"bytes_this_hour" bigint DEFAULT 0 NOT NULL,
	"bytes_total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quota_creations_per_hour" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quota_upload_mb_per_hour" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quota_upload_mb_total" integer;--> statement-breakpoint
ALTER TABLE "account_usage" ADD CONSTRAINT "account_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;