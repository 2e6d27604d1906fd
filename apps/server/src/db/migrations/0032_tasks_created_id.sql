-- Newest tasks first with their ties by id, read in that order from the index: the palette's search
-- walks the newest tasks before it asks the trigram index (modules/search WALK; budget: GET
-- /api/search p99 30 ms at 10 connections on the bench data, docs/decisions/046). On created_at
-- alone, the tasks made at one moment (a whole import) were read and sorted before the first came.
DROP INDEX "tasks_created_idx";--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at","id");