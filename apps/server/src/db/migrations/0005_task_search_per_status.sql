DROP INDEX "tasks_status_search_idx";--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tasks_search_pending_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_search_in_progress_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'inProgress';--> statement-breakpoint
CREATE INDEX "tasks_search_completed_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "tasks_search_on_hold_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'onHold';--> statement-breakpoint
CREATE INDEX "tasks_search_cancelled_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'cancelled';