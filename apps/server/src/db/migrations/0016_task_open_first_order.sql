-- The task lists open on work still to do, by deadline (issue "Everyday quality"): an order on an
-- expression no index served, so every first page sorted all tasks. These indexes hold that order,
-- for everyone's tasks and for one assignee's ("my tasks"); the query writes the statuses as the
-- same constants (schema/tasks.ts, isClosedTask).
CREATE INDEX "tasks_open_deadline_idx" ON "tasks" USING btree (("status" in ('completed', 'cancelled')),"deadline","id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_open_deadline_idx" ON "tasks" USING btree ("assignee_id",("status" in ('completed', 'cancelled')),"deadline","id");