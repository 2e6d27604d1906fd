CREATE TABLE "task_attachment_chunks" (
	"attachment_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "task_attachment_chunks_pk" PRIMARY KEY("attachment_id","seq")
);
--> statement-breakpoint
ALTER TABLE "task_attachments" ADD COLUMN "storage_key" varchar(32);--> statement-breakpoint
ALTER TABLE "task_attachment_chunks" ADD CONSTRAINT "task_attachment_chunks_attachment_id_task_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."task_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_attachments_storage_key_unique" ON "task_attachments" USING btree ("storage_key");--> statement-breakpoint
-- Bytes stored so far move into the chunk table as one chunk each (a chunk may be any size up to
-- the 10 MB limit); new uploads write 256 KiB chunks on PostgreSQL and files beside the embedded database.
INSERT INTO "task_attachment_chunks" ("attachment_id", "seq", "data") SELECT "id", 0, "data" FROM "task_attachments";--> statement-breakpoint
ALTER TABLE "task_attachments" DROP COLUMN "data";