ALTER TABLE "users" ALTER COLUMN "phone" SET DATA TYPE varchar(25);--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "phone" SET DATA TYPE varchar(25);