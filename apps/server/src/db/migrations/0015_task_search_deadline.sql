-- The per-status trigram indexes hold the deadline too (btree_gin, created in 0002), so a search ordered
-- by deadline asks one index for the matches of a deadline window and reads only those rows
-- (docs/decisions/015). A search without a window still uses them on the trigrams alone.
DROP INDEX "tasks_search_pending_idx";--> statement-breakpoint
DROP INDEX "tasks_search_in_progress_idx";--> statement-breakpoint
DROP INDEX "tasks_search_completed_idx";--> statement-breakpoint
DROP INDEX "tasks_search_on_hold_idx";--> statement-breakpoint
DROP INDEX "tasks_search_cancelled_idx";--> statement-breakpoint
CREATE INDEX "tasks_search_pending_idx" ON "tasks" USING gin ("deadline","search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_search_in_progress_idx" ON "tasks" USING gin ("deadline","search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'inProgress';--> statement-breakpoint
CREATE INDEX "tasks_search_completed_idx" ON "tasks" USING gin ("deadline","search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "tasks_search_on_hold_idx" ON "tasks" USING gin ("deadline","search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'onHold';--> statement-breakpoint
CREATE INDEX "tasks_search_cancelled_idx" ON "tasks" USING gin ("deadline","search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'cancelled';